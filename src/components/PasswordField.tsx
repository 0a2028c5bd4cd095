import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'label'> {
  /** Visible label; the show/hide toggle is named after it ('Show or hide new password'). */
  label: string;
  /** Browser autofill hint, default 'new-password'. */
  autoComplete?: string;
}

/**
 * The password input of the account forms and dialogs: a labelled visibility toggle that Tab
 * reaches (Mantine leaves it out of the tab order by default) and a new-password autofill hint.
 */
export function PasswordField({ label, autoComplete = 'new-password', ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show or hide ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
