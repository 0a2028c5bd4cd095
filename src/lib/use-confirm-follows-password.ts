import type { UseFormReturnType } from '@mantine/form';

/**
 * A confirm field is validated against the password only when it changes itself; typing a
 * matching confirmation and then changing the password left no mismatch shown while Submit greyed
 * out. This re-checks the confirmation whenever the password changes, once it holds something.
 */
export function useConfirmFollowsPassword<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  passwordField: keyof Values & string,
  confirmField: keyof Values & string,
): void {
  form.watch(passwordField, () => {
    if (form.getValues()[confirmField] === '') return;
    form.validateField(confirmField);
  });
}
