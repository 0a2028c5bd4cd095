import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { EmailField } from '../../src/components/EmailField';
import { renderWithProviders, screen, userEvent } from '../support/render';

function EmailForm({ error }: { error?: string }) {
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  return (
    <>
      <EmailField {...form.getInputProps('email')} error={error} />
      <output>{JSON.stringify(form.values.email)}</output>
    </>
  );
}

describe('EmailField', () => {
  it('strips spaces as they are typed or pasted, into the form value too (spec §5)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailForm />);
    const input = screen.getByLabelText('Email');
    await user.type(input, ' anna @clinic');
    await user.click(input);
    await user.paste('. exam ple ');
    expect(input).toHaveValue('anna@clinic.example');
    expect(screen.getByRole('status')).toHaveTextContent('"anna@clinic.example"');
  });

  it('is an email input with its label, autocomplete and the error it is given', () => {
    renderWithProviders(<EmailForm error="Please enter valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAccessibleDescription('Please enter valid email');
  });
});
