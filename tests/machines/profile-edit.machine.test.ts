import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { profileEditMachine, type ProfileValues, type SaveProfileInput } from '../../machines/profile-edit.machine';
import { toProfileEditView } from '../../machines/profile-edit.view';
import { loadedProfile, savedProfile } from '../../tools/shared/machine-paths/models';

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
  return { actor, saves, navigations, view: () => toProfileEditView(actor.getSnapshot(), actor.send) };
}

describe('profileEditMachine', () => {
  it('switches blocks directly when nothing is dirty', async () => {
    const { view } = await startProfile();
    view().editPicture();
    expect(view().isEditingPicture).toBe(true);
    view().editProfessional();
    expect(view()).toMatchObject({ isEditingPicture: false, isEditingProfessional: true, confirmPrompt: null });
  });

  it('asks before leaving a dirty block; reject keeps the edits', async () => {
    const { view } = await startProfile();
    view().editPicture();
    view().change({ first_name: 'Augusta' });
    expect(view().isDirty).toBe(true);
    view().editProfessional();
    expect(view().confirmPrompt).toBe('Are you sure you want to leave? All provided data will be lost.');

    view().stay();
    expect(view()).toMatchObject({ isEditingPicture: true, isDirty: true, confirmPrompt: null });
    expect(view().draft?.first_name).toBe('Augusta');
  });

  it('asks before leaving a dirty block; accept resets to the loaded values and switches', async () => {
    const { view } = await startProfile();
    view().editProfessional();
    view().change({ institution_name: 'New Clinic' });
    view().editPicture();
    view().confirmLeave();
    expect(view()).toMatchObject({ isEditingPicture: true, isDirty: false, draft: loadedProfile });
  });

  it('cancel restores the loaded values', async () => {
    const { view } = await startProfile();
    view().editPicture();
    view().change({ last_name: 'Byron' });
    view().cancel();
    expect(view()).toMatchObject({ isEditingPicture: false, isDirty: false, draft: loadedProfile });
  });

  it('blocks saving while the institution or company name is invalid', async () => {
    const { actor, view } = await startProfile();
    view().editProfessional();
    view().setValidity(false);
    expect(view().canSave).toBe(false);
    view().save(savedProfile);
    expect(actor.getSnapshot().matches({ editing: 'professional' })).toBe(true);
    view().setValidity(true);
    expect(view().canSave).toBe(true);
  });

  it('saves, reloads, leaves edit mode and shows the success dialog', async () => {
    const { actor, saves, view } = await startProfile();
    view().editPicture();
    view().change({ first_name: 'Augusta' });
    view().save(savedProfile);
    expect(view().isBusy).toBe(true);
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(saves).toEqual([{ block: 'picture', values: savedProfile }]);
    expect(view()).toMatchObject({ showSuccess: true, isDirty: false, profile: savedProfile });
    view().closeSuccess();
    expect(view().showSuccess).toBe(false);
  });

  it('prompts on back navigation with unsaved changes, both ways', async () => {
    const { view, navigations } = await startProfile();
    view().editPicture();
    view().change({ first_name: 'Augusta' });
    view().back();
    expect(view().confirmPrompt).toBe('You have unsaved changes. Are you sure you want to go back?');
    view().stay();
    expect(view()).toMatchObject({ isEditingPicture: true, isDirty: true });
    expect(navigations).toHaveLength(0);

    view().back();
    view().confirmLeave();
    expect(navigations).toEqual(['navigate.back']);
    expect(view().isDirty).toBe(false);
  });

  it('holds an in-app navigation away while dirty: asks, stays on reject, lets it go on confirm (issue 10)', async () => {
    const { actor, view } = await startProfile();
    const leaves: string[] = [];
    actor.on('navigate.leave', (event) => leaves.push(event.type));
    view().editPicture();
    expect(view().asksBeforeLeaving).toBe(false);
    view().change({ first_name: 'Augusta' });
    expect(view().asksBeforeLeaving).toBe(true);

    view().leave();
    expect(view().confirmPrompt).toBe('Are you sure you want to leave? All provided data will be lost.');
    expect(view().isEditingPicture).toBe(true);
    view().stay();
    expect(view()).toMatchObject({ isEditingPicture: true, isDirty: true, confirmPrompt: null, asksBeforeLeaving: true });
    expect(leaves).toHaveLength(0);

    view().leave();
    view().confirmLeave();
    expect(leaves).toEqual(['navigate.leave']);
    expect(view()).toMatchObject({ isDirty: false, asksBeforeLeaving: false, warnBeforeUnload: false });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not hold navigations without unsaved edits, nor while saving', async () => {
    const { view } = await startProfile();
    expect(view().asksBeforeLeaving).toBe(false);
    view().editProfessional();
    expect(view().asksBeforeLeaving).toBe(false);
    view().change({ institution_name: 'Harbour Eye Hospital' });
    view().save({ ...loadedProfile, institution_name: 'Harbour Eye Hospital' });
    expect(view().isSaving).toBe(true);
    expect(view().asksBeforeLeaving).toBe(false);
  });

  it('goes back without a prompt when nothing is dirty', async () => {
    const { navigations, view } = await startProfile();
    view().editProfessional();
    view().back();
    expect(view().confirmPrompt).toBeNull();
    expect(navigations).toEqual(['navigate.back']);
  });

  it('offers a retry after a failed load', async () => {
    let attempts = 0;
    const machine = profileEditMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('Could not fetch profile details.');
          return loadedProfile;
        }),
      },
    });
    const actor = createActor(machine).start();
    const view = () => toProfileEditView(actor.getSnapshot(), actor.send);
    await waitFor(actor, () => view().isLoadFailed);
    view().retry();
    expect(view()).toMatchObject({ isLoadFailed: false, isBusy: true });
    await waitFor(actor, () => view().profile !== null);
    expect(view()).toMatchObject({ isLoadFailed: false, profile: loadedProfile });
  });

  it('keeps the edits and emits save.failed with the message when a save is rejected', async () => {
    const machine = profileEditMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => loadedProfile),
        saveProfile: fromPromise<unknown, SaveProfileInput>(async () => {
          throw new Error('Could not update details.');
        }),
      },
    });
    const actor = createActor(machine).start();
    const failures: Array<string | null> = [];
    actor.on('save.failed', ({ message }) => failures.push(message));
    const view = () => toProfileEditView(actor.getSnapshot(), actor.send);
    await waitFor(actor, () => view().profile !== null);
    view().editPicture();
    view().change({ first_name: 'Augusta' });
    view().save({ ...loadedProfile, first_name: 'Augusta' });
    await waitFor(actor, () => !view().isSaving);
    expect(failures).toEqual(['Could not update details.']);
    expect(view()).toMatchObject({ editingBlock: 'picture', isDirty: true, draft: { first_name: 'Augusta' } });
  });
});
