import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegistrationView } from '../../../../machines/registration.view';
import { useCountries } from '../../../api/operations/listCountries';
import type { RegistrationFormValues } from '../../../api/operations/registerUser';
import { PasswordField } from '../../../components/PasswordField';
import { useConfirmFollowsPassword } from '../../../lib/use-confirm-follows-password';
import { companyNameRule, countrySelectRule, emailRule, firstNameRule, lastNameRule } from '../../../lib/validators';
import { orEmpty, passwordAndConsentRules, passwordAndConsentValues, touchedValidation } from '../registration-form';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { TitleSelect } from './TitleSelect';

/** Spec §2: the token's values are read-only; they look it and say where they come from. */
const fromInvitation = { readOnly: true, variant: 'filled', description: 'From your invitation' } as const;

export interface DistributorFormProps {
  /** Values from the invitation token; shown read-only. */
  prefill: NonNullable<RegistrationView['prefill']>;
  /** Receives the collected values when Continue is pressed on a valid form. */
  onSubmit: (values: RegistrationFormValues) => void;
}

/** Spec §2: the invited distributor's form, prefilled read-only from the token. */
export function DistributorForm({ prefill, onSubmit }: DistributorFormProps) {
  const countries = useCountries();
  const form = useForm({
    ...touchedValidation,
    initialValues: {
      title: '',
      firstName: prefill.firstName,
      lastName: prefill.lastName,
      companyName: prefill.companyName,
      country: prefill.country,
      email: prefill.email,
      ...passwordAndConsentValues,
    },
    validate: {
      firstName: firstNameRule,
      lastName: lastNameRule,
      companyName: companyNameRule({ registration: true }),
      country: countrySelectRule,
      email: emailRule,
      ...passwordAndConsentRules,
    },
  });
  useConfirmFollowsPassword(form, 'password', 'confirmPassword');
  // The invitation carries the country id; show its name.
  const countryName = countries.data?.find(({ id }) => id === prefill.country)?.country_name ?? prefill.country;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ confirmPassword: _c, consentMessages: _m, consentTerms: _t, ...rest }) => onSubmit(rest))}
    >
      <Stack gap="sm">
        <TitleSelect
          {...form.getInputProps('title')}
          value={form.values.title || null}
          onChange={(value) => form.setFieldValue('title', orEmpty(value))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First Name" {...fromInvitation} {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" {...fromInvitation} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Distributor/Company name" {...fromInvitation} {...form.getInputProps('companyName')} />
        <TextInput label="Country" {...fromInvitation} value={countryName} error={form.errors.country} />
        <TextInput label="Email" type="email" {...fromInvitation} {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordField label="Password" {...form.getInputProps('password')} />
          <PasswordField label="Confirm password" {...form.getInputProps('confirmPassword')} />
        </SimpleGrid>
        <ConsentCheckboxes form={form} />
        <Button type="submit" size="md" disabled={!form.isValid()}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
