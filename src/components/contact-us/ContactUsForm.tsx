import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CountryAutocomplete } from '../CountryAutocomplete';
import { EmailField } from '../EmailField';
import { InvisibleCaptcha, useCaptchaCheck } from '../InvisibleCaptcha';
import type { HelpFormValues } from '../../api/operations/createContactMessage';
import { helpCountryRule } from '../../lib/validators';
import { contactFormRules, emptyContactForm } from './contact-form';
import { ErrorAlert } from '../ErrorAlert';

export interface ContactUsFormProps {
  /** Called with valid values (and a captcha token when configured). */
  onSubmit: (values: HelpFormValues) => void;
}

/** Spec §2/§5: First Name, Last Name, Email, Country, Subject, Comments, all mandatory; errors after touch. */
export function ContactUsForm({ onSubmit }: ContactUsFormProps) {
  const { captchaRef, withCaptcha, isChecking: isCheckingCaptcha, error: captchaError } = useCaptchaCheck();
  const form = useForm({
    mode: 'controlled',
    initialValues: emptyContactForm,
    validate: contactFormRules,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const send = async (values: typeof emptyContactForm) => {
    const body = await withCaptcha(values);
    if (body) onSubmit(body);
  };

  return (
    <form noValidate onSubmit={(event) => form.onSubmit(send)(event)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            withAsterisk
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
          <EmailField withAsterisk {...form.getInputProps('email')} />
          <CountryAutocomplete
            rule={helpCountryRule}
            autoComplete="country-name"
            withAsterisk
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
        <Textarea label="Comments" withAsterisk rows={5} {...form.getInputProps('comments')} />
        <InvisibleCaptcha ref={captchaRef} />
        <ErrorAlert>{captchaError}</ErrorAlert>
        <Button type="submit" disabled={!form.isValid()} loading={isCheckingCaptcha} mt="xs">
          Submit
        </Button>
      </Stack>
    </form>
  );
}
