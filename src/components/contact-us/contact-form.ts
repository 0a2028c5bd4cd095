import { emailRule, firstNameRule, helpCommentsRule, helpCountryRule, subjectRule, lastNameRule } from '../../lib/validators';
import type { HelpFormValues } from '../../api/operations/createContactMessage';

export type ContactFormValues = Omit<HelpFormValues, 'captcha'>;

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  country: '',
  subject: '',
  comments: '',
};

/** Spec §5 help-form rules; every field is mandatory. */
export const contactFormRules = {
  firstName: firstNameRule,
  lastName: lastNameRule,
  email: emailRule,
  country: helpCountryRule,
  subject: subjectRule,
  comments: helpCommentsRule,
};
