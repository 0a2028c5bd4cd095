import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import {
  contentFormMachine,
  type ContentFormConflict,
  type ContentFormFailure,
  type ContentFormValues,
} from '../../machines/content-form.machine';
import { toContentFormView } from '../../machines/content-form.view';

type Save = (input: { values: ContentFormValues; revision: number | null }) => Promise<unknown>;

function startForm(save: Save, revision: number | null = 3) {
  const sent: { values: ContentFormValues; revision: number | null }[] = [];
  const machine = contentFormMachine.provide({
    actors: {
      saveContent: fromPromise<unknown, { values: ContentFormValues; revision: number | null }>(({ input }) => {
        sent.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { revision } }).start();
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, sent, emitted, view: () => toContentFormView(actor.getSnapshot(), actor.send) };
}

const stale: ContentFormConflict = {
  message: 'Someone else changed “Video” (bert@example.com, 2 June 2025 09:30 UTC) after you opened it.',
  conflict: { revision: 4, updated_at: 1748856600, updated_by: 'bert@example.com', current: { name: 'Videos' } },
};
const failWith = (failure: ContentFormFailure) => () => Promise.reject(failure);

describe('contentFormMachine', () => {
  it('closes at once without changes; with changes ×, Back and navigations ask, and Keep editing keeps the form', () => {
    const { view, emitted } = startForm(async () => undefined);
    expect(view().asksBeforeLeaving).toBe(false);
    view().change(true);
    expect(view()).toMatchObject({ asksBeforeLeaving: true, warnBeforeUnload: true, closesOnClickOutside: false });
    for (const ask of [view().close, view().leave, view().back]) {
      ask();
      expect(view().isAskingDiscard).toBe(true);
      view().keepEditing();
      expect(view()).toMatchObject({ isAskingDiscard: false, isOpen: true, isDirty: true });
    }
    view().back();
    expect(view().askedFor).toBe('back');
    view().discard();
    expect(view().isOpen).toBe(false);
    expect(emitted).toEqual([{ type: 'navigate.back' }]);
  });

  it('saves with the revision it started from, and announces the values', async () => {
    const { actor, sent, emitted, view } = startForm(async () => ({ ok: true }));
    view().save({ name: 'Videos' });
    expect(view().isSaving).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ values: { name: 'Videos' }, revision: 3 }]);
    expect(emitted).toEqual([{ type: 'form.saved', values: { name: 'Videos' } }]);
  });

  it('waits for uploads: Save cannot be pressed while a field uploads', () => {
    const { view, sent } = startForm(async () => undefined);
    view().setUploading(true);
    expect(view()).toMatchObject({ isUploading: true, canSave: false });
    view().save({ name: 'Videos' });
    expect(view().isSaving).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a 409 keeps the values; overwrite saves them over their revision, reload takes theirs', async () => {
    let answer: Save = failWith({ kind: 'conflict', conflict: stale });
    const { actor, sent, emitted, view } = startForm((input) => answer(input));
    view().change(true);
    view().save({ name: 'Mine' });
    await waitFor(actor, (s) => s.matches({ editing: 'conflict' }));
    expect(view().conflict).toEqual(stale);
    // Asking and keeping editing comes back to the notice.
    view().close();
    view().keepEditing();
    expect(view().conflict).toEqual(stale);
    view().reload();
    expect(view()).toMatchObject({ revision: 4, conflict: null, isDirty: false });
    expect(emitted).toContainEqual({ type: 'form.reload', current: { name: 'Videos' } });

    view().change(true);
    view().save({ name: 'Mine again' });
    await waitFor(actor, (s) => s.matches({ editing: 'conflict' }));
    answer = async () => undefined;
    view().overwrite({ name: 'Mine again' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.map((call) => call.revision)).toEqual([3, 4, 4]);
  });

  it('a 401 signs in again over the form, then saves the same values', async () => {
    let answer: Save = failWith({ kind: 'session' });
    const { actor, sent, view } = startForm((input) => answer(input));
    view().save({ name: 'Typed' });
    await waitFor(actor, (s) => s.matches('signingIn'));
    expect(view().isSigningIn).toBe(true);
    answer = async () => undefined;
    view().signedIn();
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      { values: { name: 'Typed' }, revision: 3 },
      { values: { name: 'Typed' }, revision: 3 },
    ]);
  });

  it('a refusal naming a field goes to the field; any other shows above the form', async () => {
    let answer: Save = failWith({ kind: 'invalid', message: 'This name is taken.', field: 'name' });
    const { actor, emitted, view } = startForm((input) => answer(input));
    view().save({ name: 'Taken' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(emitted).toEqual([{ type: 'save.failed', message: 'This name is taken.', field: 'name' }]);
    expect(view().formError).toBeNull();
    answer = () => Promise.reject(new Error('offline'));
    view().save({ name: 'Other' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }) && s.context.error !== null);
    expect(view().formError).toBe('Could not save.');
  });
});
