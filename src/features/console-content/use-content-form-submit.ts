import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { messageOf } from '../../components/console/message-of';
import { useConsoleStatus } from '../../components/console/console-status';
import { ApiError } from '../../api/client';
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

/**
 * A console form's submit: sends the checked values with the revision the form started from,
 * closes on success and announces the save ("Saved “Title”."), and puts the server's message
 * under the field its `field` names, or above the form. A 409 (saved by someone else meanwhile)
 * keeps the values and gives `conflict`, with `reload` (take theirs) and `overwrite` (save these
 * over theirs). A 401 (the session ended; a form with changes holds it, `useSessionKeeper`) opens
 * a sign-in dialog, then saves again. `busy` is true while sending; `dirty` while the form has
 * changes not saved.
 */
export function useContentFormSubmit<Values extends object, Item extends { revision?: number } = { revision: number }>(
  form: UseFormReturnType<Values>,
  send: (values: Values, revision: number | undefined) => Promise<unknown>,
  onDone: () => void,
  { saved, item = null, valuesOf, fieldPaths }: ContentFormSubmitOptions<Values, Item>,
) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const revision = useRef(item?.revision);
  const announce = useConsoleStatus();
  const dirty = form.isDirty();
  const keeper = useSessionKeeper(dirty, form.getValues());

  const save = async (values: Values) => {
    setBusy(true);
    setFormError(null);
    setConflict(null);
    try {
      await send(values, revision.current);
      announce(saved(values));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        // The session ended: sign in again over the form, then this save runs again.
        setSigningIn(true);
        return;
      }
      const stale = conflictOf(failure);
      const field = stale ? null : serverFieldOf(failure, values, fieldPaths);
      if (stale) setConflict(stale);
      else if (field) form.setFieldError(field, messageOf(failure));
      else setFormError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  /** The form's submit: checks the fields, then saves (as Mantine's `form.onSubmit` would). */
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (form.validate().hasErrors) return;
    void save(form.getValues());
  };

  const reload = () => {
    if (!conflict) return;
    const current = conflict.conflict.current as Item;
    const theirs = valuesOf ? valuesOf(current) : sameNamed(form.getValues(), current);
    revision.current = conflict.conflict.revision;
    form.setInitialValues(theirs);
    form.setValues(theirs);
    form.resetDirty(theirs);
    setConflict(null);
  };

  const overwrite = () => {
    if (!conflict) return;
    revision.current = conflict.conflict.revision;
    setConflict(null);
    submit();
  };

  /** The props of the form's `ContentFormModal`. */
  const frame = {
    busy,
    dirty,
    formError,
    onSubmit: submit,
    conflict: conflict ? { conflict, opened: item, onReload: reload, onOverwrite: overwrite } : null,
    signIn: {
      opened: signingIn,
      email: keeper.email,
      onSignIn: async (body: Parameters<typeof keeper.signInAgain>[0]) => {
        await keeper.signInAgain(body);
        setSigningIn(false);
        submit();
      },
      onCancel: () => setSigningIn(false),
    },
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
