import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'label'> {
  /** Visible label; the show/hide toggle is named after it ('Show or hide new password'). */
  label: string;
  /** Browser autofill hint, default 'new-password'. */
  autoComplete?: string;
}

/** The accounts' password input: a labelled visibility toggle and a new-password autofill hint by default. */
export function PasswordField({ label, autoComplete = 'new-password', ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ 'aria-label': `Show or hide ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
