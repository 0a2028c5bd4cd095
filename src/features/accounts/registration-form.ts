import type { UseFormInput } from '@mantine/form';
import { MESSAGES, confirmPasswordRule, consentRule, passwordRule } from '../../lib/validators';

/** Shared by both registration forms: errors after touch, the registration's own mismatch message. */
export const touchedValidation = {
  mode: 'controlled',
  validateInputOnBlur: true,
  validateInputOnChange: true,
} as const satisfies Partial<UseFormInput<unknown>>;

/** The password and consent fields both registration forms start with (empty, unchecked). */
export const passwordAndConsentValues = { password: '', confirmPassword: '', consentMessages: false, consentTerms: false };

export const passwordAndConsentRules = {
  password: passwordRule,
  confirmPassword: confirmPasswordRule({
    field: 'password',
    mismatch: MESSAGES.registrationPasswordsMismatch,
    requiredMessage: 'Please enter password',
  }),
  consentMessages: consentRule,
  consentTerms: consentRule,
};

/** Mantine Select gives null for "nothing chosen"; the form keeps ''. */
export const orEmpty = (value: string | null): string => value ?? '';
