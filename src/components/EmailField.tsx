import { TextInput, type TextInputProps } from '@mantine/core';
import { stripSpaces } from '../lib/validators';

interface EmailFieldProps extends Omit<TextInputProps, 'onChange' | 'type'> {
  /** The form field's change handler (`form.getInputProps`), given the address as typed, without spaces. */
  onChange: (value: string) => void;
}

/** An email address field ("Email"): spaces are stripped as they are typed (spec §5). */
export function EmailField({ onChange, label = 'Email', autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete={autoComplete}
      {...props}
      onChange={(event) => onChange(stripSpaces(event.currentTarget.value))}
    />
  );
}
