import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { fieldOfMessage } from './server-errors';
import { messageOf } from './use-editor-action';

/**
 * A console form's submit: sends the checked values, closes on success, and puts the server's
 * message next to the field it is about (the first pattern of `serverFields` that matches) or
 * above the form. `busy` is true while the values are being sent.
 */
export function useContentFormSubmit<Values extends object>(
  form: UseFormReturnType<Values>,
  serverFields: readonly (readonly [RegExp, string])[],
  send: (values: Values) => Promise<unknown>,
  onDone: () => void,
) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFormError(null);
    try {
      await send(values);
      onDone();
    } catch (failure) {
      const message = messageOf(failure);
      const field = fieldOfMessage(message, serverFields);
      if (field) form.setFieldError(field, message);
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  });
  return { busy, formError, submit };
}
