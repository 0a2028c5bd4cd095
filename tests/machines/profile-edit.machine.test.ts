import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { profileEditMachine, type ProfileValues, type SaveProfileInput } from '../../machines/profile-edit.machine';
import { toProfileEditView } from '../../machines/profile-edit.view';
import { loadedProfile, savedProfile } from './models';

async function startProfile() {
  let current: ProfileValues = loadedProfile;
  const saves: SaveProfileInput[] = [];
  const machine = profileEditMachine.provide({
    actors: {
      loadProfile: fromPromise(async () => current),
      saveProfile: fromPromise<unknown, SaveProfileInput>(async ({ input }) => {
        saves.push(input);
        current = input.values;
      }),
    },
  });
  const actor = createActor(machine).start();
  const navigations: string[] = [];
  actor.on('navigate.back', (event) => navigations.push(event.type));
  await waitFor(actor, (s) => s.matches('viewing'));
  return { actor, saves, navigations, view: () => toProfileEditView(actor.getSnapshot()) };
}

describe('profileEditMachine', () => {
  it('switches blocks directly when nothing is dirty', async () => {
    const { actor, view } = await startProfile();
    actor.send({ type: 'edit.picture' });
    expect(view().isEditingPicture).toBe(true);
    actor.send({ type: 'edit.professional' });
    expect(view()).toMatchObject({ isEditingPicture: false, isEditingProfessional: true, confirmPrompt: null });
  });

  it('asks before leaving a dirty block; reject keeps the edits', async () => {
    const { actor, view } = await startProfile();
    actor.send({ type: 'edit.picture' });
    actor.send({ type: 'form.change', values: { first_name: 'Augusta' } });
    expect(view().isDirty).toBe(true);
    actor.send({ type: 'edit.professional' });
    expect(view().confirmPrompt).toBe('Are you sure you want to leave? All provided data will be lost.');

    actor.send({ type: 'confirm.reject' });
    expect(view()).toMatchObject({ isEditingPicture: true, isDirty: true, confirmPrompt: null });
    expect(view().draft?.first_name).toBe('Augusta');
  });

  it('asks before leaving a dirty block; accept resets to the loaded values and switches', async () => {
    const { actor, view } = await startProfile();
    actor.send({ type: 'edit.professional' });
    actor.send({ type: 'form.change', values: { institution_name: 'New Clinic' } });
    actor.send({ type: 'edit.picture' });
    actor.send({ type: 'confirm.accept' });
    expect(view()).toMatchObject({ isEditingPicture: true, isDirty: false, draft: loadedProfile });
  });

  it('cancel restores the loaded values', async () => {
    const { actor, view } = await startProfile();
    actor.send({ type: 'edit.picture' });
    actor.send({ type: 'form.change', values: { last_name: 'Byron' } });
    actor.send({ type: 'edit.cancel' });
    expect(view()).toMatchObject({ isEditingPicture: false, isDirty: false, draft: loadedProfile });
  });

  it('blocks saving while the institution or company name is invalid', async () => {
    const { actor, view } = await startProfile();
    actor.send({ type: 'edit.professional' });
    actor.send({ type: 'form.validity', valid: false });
    expect(view().canSave).toBe(false);
    actor.send({ type: 'edit.save', values: savedProfile });
    expect(actor.getSnapshot().matches({ editing: 'professional' })).toBe(true);
    actor.send({ type: 'form.validity', valid: true });
    expect(view().canSave).toBe(true);
  });

  it('saves, reloads, leaves edit mode and shows the success dialog', async () => {
    const { actor, saves, view } = await startProfile();
    actor.send({ type: 'edit.picture' });
    actor.send({ type: 'form.change', values: { first_name: 'Augusta' } });
    actor.send({ type: 'edit.save', values: savedProfile });
    expect(view().isBusy).toBe(true);
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(saves).toEqual([{ block: 'picture', values: savedProfile }]);
    expect(view()).toMatchObject({ showSuccess: true, isDirty: false, profile: savedProfile });
    actor.send({ type: 'success.close' });
    expect(view().showSuccess).toBe(false);
  });

  it('prompts on back navigation with unsaved changes, both ways', async () => {
    const { actor, view, navigations } = await startProfile();
    actor.send({ type: 'edit.picture' });
    actor.send({ type: 'form.change', values: { first_name: 'Augusta' } });
    actor.send({ type: 'nav.back' });
    expect(view().confirmPrompt).toBe('You have unsaved changes. Are you sure you want to go back?');
    actor.send({ type: 'confirm.reject' });
    expect(view()).toMatchObject({ isEditingPicture: true, isDirty: true });
    expect(navigations).toHaveLength(0);

    actor.send({ type: 'nav.back' });
    actor.send({ type: 'confirm.accept' });
    expect(navigations).toEqual(['navigate.back']);
    expect(view().isDirty).toBe(false);
  });

  it('goes back without a prompt when nothing is dirty', async () => {
    const { actor, navigations, view } = await startProfile();
    actor.send({ type: 'edit.professional' });
    actor.send({ type: 'nav.back' });
    expect(view().confirmPrompt).toBeNull();
    expect(navigations).toEqual(['navigate.back']);
  });
});
