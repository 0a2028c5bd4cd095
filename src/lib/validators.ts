/**
 * Field rules of spec §5 with their exact messages. Each rule is `(value, values?) => message | null`,
 * so it plugs straight into @mantine/form (`validate: { email: emailRule }`) and composes with `compose`.
 */

/** A validation rule: the first failing message, or null when the value passes. */
export type Rule<V = string, Values = unknown> = (value: V, values?: Values) => string | null;

/** Spec §5: ] \ ! @ = + ~ ` _ / [ ; ' # $ % ^ & * ( ) , . ? " : { } | < > */
export const SPECIAL_CHARACTERS = [
  ']',
  '\\',
  '!',
  '@',
  '=',
  '+',
  '~',
  '`',
  '_',
  '/',
  '[',
  ';',
  "'",
  '#',
  '$',
  '%',
  '^',
  '&',
  '*',
  '(',
  ')',
  ',',
  '.',
  '?',
  '"',
  ':',
  '{',
  '}',
  '|',
  '<',
  '>',
] as const;
const SPECIAL_CHARACTER_PATTERN = /[\]\\!@=+~`_/[;'#$%^&*(),.?":{}|<>]/;

/**
 * Letters, digits, dot, underscore, hyphen, @, domain, dot, at least two letters (spec §5), within
 * the lengths an address may have (local part 64, domain 253, top-level domain 63), as the contract.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63}$/;
/** An email address has at most 254 characters (the contract's limit). */
export const EMAIL_MAX_LENGTH = 254;

export const MESSAGES = {
  emailTaken: 'This Email is already taken. Please try with another email.',
  noSpeciality: 'No speciality found for selected profession!',
  fileTooLarge: 'Please choose an image lesser than 1Mb to upload.',
  passwordsMismatch: "Passwords doesn't matched!",
  registrationPasswordsMismatch: 'Passwords do NOT match!',
  consent: 'Please check the checkbox to proceed further',
} as const;

// ---------- building blocks ----------

/** Runs rules in order and returns the first message. */
export function compose<V, Values = unknown>(...rules: Rule<V, Values>[]): Rule<V, Values> {
  return (value, values) => {
    for (const rule of rules) {
      const message = rule(value, values);
      if (message) return message;
    }
    return null;
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

export const required =
  (message: string): Rule<unknown> =>
  (value) =>
    text(value).length === 0 ? message : null;

/** Fails for '' and whitespace-only values. */
export const notBlank =
  (message: string): Rule<unknown> =>
  (value) =>
    text(value).trim().length === 0 ? message : null;

export const noLeadingSpace =
  (message: string): Rule<unknown> =>
  (value) =>
    /^\s/.test(text(value)) ? message : null;

export const noSpaces =
  (message: string): Rule<unknown> =>
  (value) =>
    /\s/.test(text(value)) ? message : null;

export const maxLength =
  (max: number, message: string): Rule<unknown> =>
  (value) =>
    text(value).length > max ? message : null;

export const lengthBetween =
  (min: number, max: number, message: string): Rule<unknown> =>
  (value) => {
    const { length } = text(value);
    return length < min || length > max ? message : null;
  };

export const noDigits =
  (message: string): Rule<unknown> =>
  (value) =>
    /[0-9]/.test(text(value)) ? message : null;

export const noSpecialCharacters =
  (message: string): Rule<unknown> =>
  (value) =>
    SPECIAL_CHARACTER_PATTERN.test(text(value)) ? message : null;

/** C0 and C1 control characters (the contract refuses them in every text field). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except tab, line feed and carriage return, which multi-line texts may hold. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export interface ControlCharacterOptions {
  /** Allow tab, line feed and carriage return (comments, messages). Default false. */
  multiline?: boolean;
}

/** Not in spec §5: the contract's rule, so a pasted control character is refused before sending. */
export const noControlCharacters =
  (message: string, { multiline = false }: ControlCharacterOptions = {}): Rule<unknown> =>
  (value) =>
    (multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS).test(text(value)) ? message : null;

export const matches =
  (pattern: RegExp, message: string): Rule<unknown> =>
  (value) =>
    pattern.test(text(value)) ? null : message;

export const checked =
  (message: string): Rule<unknown> =>
  (value) =>
    value === true ? null : message;

/** Spec §5: spaces are stripped while typing in an email field. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Required, no leading space, max length, no digits, no special characters: the name-like fields. */
function nameLike(
  label: string,
  max: number,
  tooLong = `Allowed max limit is ${max} characters`,
  leadingSpace = `${label} cannot start with space`,
) {
  return (requiredMessage: string): Rule<unknown> =>
    compose(
      required(requiredMessage),
      noControlCharacters(`${label} cannot contain control characters.`),
      noLeadingSpace(leadingSpace),
      maxLength(max, tooLong),
      noDigits(`${label} cannot contain numeric values`),
      noSpecialCharacters(`${label} cannot contain special characters`),
    );
}

// ---------- field rules (spec §5) ----------

export const emailRule: Rule<unknown> = compose(
  required('Please enter email'),
  noControlCharacters('Email cannot contain control characters.'),
  noLeadingSpace('Email cannot start with space'),
  matches(EMAIL_PATTERN, 'Please enter valid email'),
  maxLength(EMAIL_MAX_LENGTH, `Allowed max limit is ${EMAIL_MAX_LENGTH} characters`),
);

/** True when the email format passes, i.e. the availability check may run. */
export const isEmailFormatValid = (value: string): boolean => emailRule(value) === null;

export const firstNameRule = nameLike('First name', 15)('Please enter first name');
export const lastNameRule = nameLike('Last name', 20)('Please enter last name');
export const institutionNameRule = nameLike('Institution name', 100)('Please enter institution name');

export interface CompanyNameOptions {
  /** Registration's quirk: a leading space reads 'Email cannot start with space'. Default false. */
  registration?: boolean;
}

/** Quirk kept: tested against 100 characters, but the message says 50 (spec §5, §9). */
export function companyNameRule({ registration = false }: CompanyNameOptions = {}): Rule<unknown> {
  const leadingSpace = registration ? 'Email cannot start with space' : 'Company name cannot start with space';
  return nameLike('Company name', 100, 'Allowed max limit is 50 characters', leadingSpace)('Please enter company name');
}

/** Free-text country on the help (contact) form. */
export const helpCountryRule = compose(
  required('Please enter country'),
  noControlCharacters('Country cannot contain control characters.'),
  noLeadingSpace('Country cannot start with space'),
  maxLength(50, 'Allowed max limit is 50 characters'),
  noDigits('Country cannot contain numeric values'),
  noSpecialCharacters('Country cannot contain special characters'),
);

/** Country select on registration. */
export const countrySelectRule = required('Please select your country.');
/** Country select on the profile page (no final period). */
export const profileCountryRule = required('Please select your country');
export const professionRule = required('Please select your profession.');
export const specialityRule = required('Please select your speciality.');

// Subjects, comments, messages and the old password have no limit in spec §5; these are the
// contract's (the server refuses longer values), so the form says so before sending.
const SUBJECT_MAX = 255;
const MESSAGE_MAX = 5000;
const OLD_PASSWORD_MAX = 128;

/** A subject: the help form's (spec §5) and the support request's, with the same rules and messages. */
export const subjectRule = compose(
  required('Please enter subject'),
  noControlCharacters('Subject cannot contain control characters.'),
  noLeadingSpace('Subject cannot start with space'),
  maxLength(SUBJECT_MAX, `Allowed max limit is ${SUBJECT_MAX} characters`),
);
export const helpCommentsRule = compose(
  noControlCharacters('Comments cannot contain control characters.', { multiline: true }),
  notBlank('Please enter comments'),
  noLeadingSpace('Comments cannot start with space'),
  maxLength(MESSAGE_MAX, `Allowed max limit is ${MESSAGE_MAX} characters`),
);
export const supportMessageRule = compose(
  noControlCharacters('Message cannot contain control characters.', { multiline: true }),
  notBlank('Please enter message'),
  noLeadingSpace('Message cannot start with space'),
  maxLength(MESSAGE_MAX, `Allowed max limit is ${MESSAGE_MAX} characters`),
);

const passwordShape = (requiredMessage: string) =>
  compose(
    required(requiredMessage),
    noControlCharacters('Password cannot contain control characters.'),
    noSpaces('Password cannot contain space'),
    lengthBetween(6, 20, 'Allowed max limit is between 6-20 characters'),
  );

/** Password on registration and login. */
export const passwordRule = passwordShape('Please enter password');
/** New password on reset and change password. */
export const newPasswordRule = passwordShape('Please enter new password');
export const oldPasswordRule = compose(
  required('Please enter old password'),
  noControlCharacters('Password cannot contain control characters.'),
  noSpaces('Password cannot contain space'),
  maxLength(OLD_PASSWORD_MAX, `Allowed max limit is ${OLD_PASSWORD_MAX} characters`),
);

/** The current password asked again before a destructive step (delete my account): the contract's `CurrentPassword`. */
export const currentPasswordRule = compose(
  required('Please enter your password'),
  noControlCharacters('Password cannot contain control characters.'),
  maxLength(OLD_PASSWORD_MAX, `Allowed max limit is ${OLD_PASSWORD_MAX} characters`),
);

export interface ConfirmPasswordOptions {
  /** The form field holding the password to repeat. Default 'newPassword'. */
  field?: string;
  /** Mismatch message. Default "Passwords doesn't matched!"; registration uses 'Passwords do NOT match!'. */
  mismatch?: string;
  /** Message for an empty value. Default 'Please enter new password'. */
  requiredMessage?: string;
}

/** Validated like the new password, and must equal it. */
export function confirmPasswordRule({
  field = 'newPassword',
  mismatch = MESSAGES.passwordsMismatch,
  requiredMessage = 'Please enter new password',
}: ConfirmPasswordOptions = {}): Rule<unknown, unknown> {
  const shape = passwordShape(requiredMessage);
  return (value, values) => {
    const message = shape(value);
    if (message) return message;
    const other = values && typeof values === 'object' ? (values as Record<string, unknown>)[field] : undefined;
    return text(value) === text(other) ? null : mismatch;
  };
}

export const consentRule = checked(MESSAGES.consent);

/** Spec §5: the two form fields a support attachment or profile picture may have. */
export const MAX_UPLOAD_BYTES = 1_000_000;
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** One file of an allowed type and at most 1 MB, else 'Please choose an image lesser than 1Mb to upload.' */
export function fileRule(types: readonly string[]): Rule<File | null | undefined> {
  return (file) => {
    if (!file) return null;
    return file.size > MAX_UPLOAD_BYTES || !types.includes(file.type) ? MESSAGES.fileTooLarge : null;
  };
}
