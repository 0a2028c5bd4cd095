import type { UseFormReturnType } from '@mantine/form';
import { useMemo, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { contentFormMachine, type ContentFormFailure, type ContentFormValues } from '../../../machines/content-form.machine';
import { toContentFormView } from '../../../machines/content-form.view';
import { messageOf } from '../../components/console/message-of';
import { useConsoleStatus } from '../../components/console/console-status';
import { ApiError } from '../../api/client';
import { useMachineView } from '../../lib/use-machine-view';
import { conflictOf, type EditConflict } from './edit-conflict';
import { serverFieldOf } from './server-field';
import { useSessionKeeper } from './use-session-keeper';

export interface ContentFormSubmitOptions<Values extends object, Item extends { revision?: number }> {
  /** What the status line says after a save, e.g. `Saved “Autumn courses”.` */
  saved: (values: Values) => string;
  /** The item being edited (null for a new one): its revision goes with the save. */
  item?: Item | null;
  /** The form's values of an item ("Reload their version" after a conflict); by default its properties of the same names. */
  valuesOf?: (item: Item) => Values;
  /** Where the form keeps an input property the server may name as `field`, when not under its own name. */
  fieldPaths?: Readonly<Record<string, string>>;
}

/** A failed save as the form's machine tells its outcomes apart (machines/content-form.machine.ts). */
function failureOf(failure: unknown, values: object, fieldPaths?: Readonly<Record<string, string>>): ContentFormFailure {
  if (failure instanceof ApiError && failure.status === 401) return { kind: 'session' };
  const stale = conflictOf(failure);
  if (stale) return { kind: 'conflict', conflict: stale };
  return { kind: 'invalid', message: messageOf(failure), field: serverFieldOf(failure, values, fieldPaths) };
}

/**
 * A console form's submit, run by the form's machine (machines/content-form.machine.ts): sends
 * the checked values with the revision the form started from, closes on success and announces
 * the save ("Saved “Title”."), and puts the server's message under the field its `field` names,
 * or above the form. A 409 (saved by someone else meanwhile) keeps the values and gives
 * `conflict`, with `reload` (take theirs) and `overwrite` (save these over theirs). A 401 (the
 * session ended; a form with changes holds it, `useSessionKeeper`) opens a sign-in dialog, then
 * saves the same values. `busy` is true while sending; `dirty` while the form has changes not
 * saved. `frame.machine` is the machine, for `ContentFormModal` (discard question, leave guards).
 */
export function useContentFormSubmit<Values extends object, Item extends { revision?: number } = { revision: number }>(
  form: UseFormReturnType<Values>,
  send: (values: Values, revision: number | undefined) => Promise<unknown>,
  onDone: () => void,
  { saved, item = null, valuesOf, fieldPaths }: ContentFormSubmitOptions<Values, Item>,
) {
  const announce = useConsoleStatus();
  const dirty = form.isDirty();
  const keeper = useSessionKeeper(dirty, form.getValues());
  const logic = useMemo(
    () =>
      contentFormMachine.provide({
        actors: {
          saveContent: fromPromise<unknown, { values: ContentFormValues; revision: number | null }>(async ({ input }) => {
            const values = input.values as Values;
            try {
              return await send(values, input.revision ?? undefined);
            } catch (failure) {
              throw failureOf(failure, values, fieldPaths);
            }
          }),
        },
      }),
    // A new `send` only swaps the actor's implementation (the actor is created once).
    [send, fieldPaths],
  );
  const { view, actorRef } = useMachineView(logic, toContentFormView, {
    input: { revision: item?.revision ?? null },
    onEmit: {
      'form.saved': ({ values }) => {
        announce(saved(values as Values));
        onDone();
      },
      'save.failed': ({ field, message }) => form.setFieldError(field, message),
      'form.reload': ({ current }) => {
        const theirs = valuesOf ? valuesOf(current as Item) : sameNamed(form.getValues(), current as object);
        form.setInitialValues(theirs);
        form.setValues(theirs);
        form.resetDirty(theirs);
      },
    },
  });

  /** The form's submit: checks the fields, then saves (as Mantine's `form.onSubmit` would). */
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (form.validate().hasErrors) return;
    view.save(form.getValues() as ContentFormValues);
  };
  const overwrite = () => {
    if (form.validate().hasErrors) return;
    view.overwrite(form.getValues() as ContentFormValues);
  };

  const conflict = view.conflict as EditConflict | null;
  /** The props of the form's `ContentFormModal`. */
  const frame = {
    busy: view.isSaving,
    dirty,
    formError: view.formError,
    onSubmit: submit,
    conflict: conflict ? { conflict, opened: item, onReload: view.reload, onOverwrite: overwrite } : null,
    signIn: {
      opened: view.isSigningIn,
      email: keeper.email,
      onSignIn: async (body: Parameters<typeof keeper.signInAgain>[0]) => {
        await keeper.signInAgain(body);
        view.signedIn();
      },
      onCancel: view.cancelSignIn,
    },
    machine: actorRef,
  };
  return { frame, conflict };
}

/** The form's values with each one `item` has under the same name taken from it. */
function sameNamed<Values extends object>(values: Values, item: object): Values {
  const from = item as Record<string, unknown>;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, key in from ? from[key] : value])) as Values;
}

/** The status line's words for a save: `Saved “Title”.`, or `Saved <what>.` when the title is empty. */
export const savedMessage = (title: string, untitled: string) =>
  title.trim() ? `Saved “${title.trim()}”.` : `Saved ${untitled}.`;
