import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useEmailTaken } from '../../../api/operations/checkEmailAvailability';
import { useProfessions } from '../../../api/operations/listProfessions';
import { useSpecialities } from '../../../api/operations/listSpecialities';
import type { RegistrationFormValues } from '../../../api/operations/registerUser';
import { CountrySelect } from '../../../components/CountrySelect';
import { EmailField } from '../../../components/EmailField';
import { PasswordField } from '../../../components/PasswordField';
import { useConfirmFollowsPassword } from '../../../lib/use-confirm-follows-password';
import {
  MESSAGES,
  countrySelectRule,
  emailRule,
  firstNameRule,
  institutionNameRule,
  isEmailFormatValid,
  lastNameRule,
  professionRule,
  specialityRule,
} from '../../../lib/validators';
import { orEmpty, passwordAndConsentRules, passwordAndConsentValues, touchedValidation } from '../registration-form';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { TitleSelect } from './TitleSelect';

/** The professional form's state, with the confirmation re-checked whenever the password changes. */
function useProfessionalForm() {
  const form = useForm({
    ...touchedValidation,
    initialValues: {
      title: '',
      firstName: '',
      lastName: '',
      profession: '',
      speciality: '',
      institutionName: '',
      country: '',
      email: '',
      ...passwordAndConsentValues,
    },
    validate: {
      firstName: firstNameRule,
      lastName: lastNameRule,
      profession: professionRule,
      speciality: specialityRule,
      institutionName: institutionNameRule,
      country: countrySelectRule,
      email: emailRule,
      ...passwordAndConsentRules,
    },
  });
  useConfirmFollowsPassword(form, 'password', 'confirmPassword');
  return form;
}

export interface ProfessionalFormProps {
  /** Receives the collected values when Continue is pressed on a valid form. */
  onSubmit: (values: RegistrationFormValues) => void;
}

/**
 * Spec §2: the Healthcare Professional registration form. RegisterPage keeps it mounted (hidden)
 * while the Distributor tab shows, so switching tabs never erases what the member typed.
 */
export function ProfessionalForm({ onSubmit }: ProfessionalFormProps) {
  const form = useProfessionalForm();
  const { values } = form;
  const professions = useProfessions();
  const specialities = useSpecialities(values.profession || null);

  // Spec §5: once the format is valid, an availability check runs; a taken email blocks submit.
  const [debouncedEmail] = useDebouncedValue(values.email, 300);
  const isFormatValid = isEmailFormatValid(values.email);
  const { isTaken, isChecking } = useEmailTaken(debouncedEmail, isFormatValid && debouncedEmail === values.email);
  const emailError = form.errors.email ?? (isFormatValid && isTaken ? MESSAGES.emailTaken : undefined);

  const hasNoSpecialities = specialities.isSuccess && specialities.data.length === 0;
  const canSubmit = form.isValid() && isTaken === false && !isChecking && debouncedEmail === values.email;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ confirmPassword: _c, consentMessages: _m, consentTerms: _t, ...rest }) => onSubmit(rest))}
    >
      <Stack gap="sm">
        <TitleSelect
          {...form.getInputProps('title')}
          value={values.title || null}
          onChange={(value) => form.setFieldValue('title', orEmpty(value))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Profession"
            placeholder="Select your profession"
            data={(professions.data ?? []).map(({ tid, name }) => ({ value: tid, label: name }))}
            {...form.getInputProps('profession')}
            value={values.profession || null}
            onChange={(value) => {
              // Spec §4: choosing a profession clears the speciality and loads its specialities.
              form.setFieldValue('profession', orEmpty(value));
              form.setFieldValue('speciality', '');
            }}
          />
          <Select
            label="Speciality"
            placeholder={values.profession ? 'Select your speciality' : 'Select a profession first'}
            disabled={!values.profession || specialities.isLoading}
            data={(specialities.data ?? []).map(({ tid, name }) => ({ value: tid, label: name }))}
            {...form.getInputProps('speciality')}
            value={values.speciality || null}
            error={hasNoSpecialities ? MESSAGES.noSpeciality : form.errors.speciality}
            onChange={(value) => form.setFieldValue('speciality', orEmpty(value))}
          />
        </SimpleGrid>
        <TextInput label="Institution Name" autoComplete="organization" {...form.getInputProps('institutionName')} />
        <CountrySelect
          placeholder="Search your country"
          {...form.getInputProps('country')}
          value={values.country || null}
          onChange={(value) => form.setFieldValue('country', orEmpty(value))}
        />
        <EmailField {...form.getInputProps('email')} error={emailError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordField label="Password" {...form.getInputProps('password')} />
          <PasswordField label="Confirm password" {...form.getInputProps('confirmPassword')} />
        </SimpleGrid>
        <ConsentCheckboxes form={form} />
        <Button type="submit" size="md" disabled={!canSubmit}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
