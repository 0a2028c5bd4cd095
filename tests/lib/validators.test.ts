import { describe, expect, it } from 'vitest';
import {
  SPECIAL_CHARACTERS,
  companyNameRule,
  compose,
  confirmPasswordRule,
  consentRule,
  countrySelectRule,
  emailRule,
  fileRule,
  firstNameRule,
  helpCommentsRule,
  helpCountryRule,
  institutionNameRule,
  isEmailFormatValid,
  lastNameRule,
  MESSAGES,
  newPasswordRule,
  oldPasswordRule,
  passwordRule,
  PICTURE_TYPES,
  professionRule,
  profileCountryRule,
  required,
  specialityRule,
  stripSpaces,
  supportMessageRule,
  subjectRule,
} from '../../src/lib/validators';

describe('email', () => {
  it.each([
    ['', 'Please enter email'],
    [' a@b.co', 'Email cannot start with space'],
    ['abc', 'Please enter valid email'],
    ['a@b', 'Please enter valid email'],
    ['a@b.c', 'Please enter valid email'],
    ['a+b@c.com', 'Please enter valid email'],
    ['jane.doe_1-x@clinic-eye.co.uk', null],
  ])('%j → %s', (value, message) => expect(emailRule(value)).toBe(message));

  it('strips whitespace while typing and reports format validity', () => {
    expect(stripSpaces(' a b@c .com ')).toBe('ab@c.com');
    expect(isEmailFormatValid('a@b.com')).toBe(true);
    expect(isEmailFormatValid('a@b')).toBe(false);
  });

  it('has the taken message', () => {
    expect(MESSAGES.emailTaken).toBe('This Email is already taken. Please try with another email.');
  });
});

describe.each([
  ['First name', firstNameRule, 15, 'Please enter first name'],
  ['Last name', lastNameRule, 20, 'Please enter last name'],
  ['Institution name', institutionNameRule, 100, 'Please enter institution name'],
] as const)('%s', (label, rule, max, requiredMessage) => {
  it('asserts every message', () => {
    expect(rule('')).toBe(requiredMessage);
    expect(rule(' Ann')).toBe(`${label} cannot start with space`);
    expect(rule('a'.repeat(max + 1))).toBe(`Allowed max limit is ${max} characters`);
    expect(rule('a'.repeat(max))).toBeNull();
    expect(rule('Ann2')).toBe(`${label} cannot contain numeric values`);
    expect(rule('Ann!')).toBe(`${label} cannot contain special characters`);
    expect(rule('Anne-Marie O')).toBeNull();
  });

  it.each(SPECIAL_CHARACTERS.map((c) => [c]))('rejects special character %s', (c) => {
    expect(rule(`Ab${c}`)).toBe(`${label} cannot contain special characters`);
  });
});

describe('company name', () => {
  it('keeps the registration quirks', () => {
    const rule = companyNameRule({ registration: true });
    expect(rule('')).toBe('Please enter company name');
    expect(rule(' Optics')).toBe('Email cannot start with space');
    expect(rule('Optics 1')).toBe('Company name cannot contain numeric values');
    expect(rule('Optics & Co')).toBe('Company name cannot contain special characters');
    expect(rule('a'.repeat(100))).toBeNull();
    expect(rule('a'.repeat(101))).toBe('Allowed max limit is 50 characters');
  });

  it('reads correctly elsewhere', () => {
    expect(companyNameRule()(' Optics')).toBe('Company name cannot start with space');
  });
});

describe('help-form country', () => {
  it('asserts every message', () => {
    expect(helpCountryRule('')).toBe('Please enter country');
    expect(helpCountryRule(' Spain')).toBe('Country cannot start with space');
    expect(helpCountryRule('a'.repeat(51))).toBe('Allowed max limit is 50 characters');
    expect(helpCountryRule('Spain1')).toBe('Country cannot contain numeric values');
    expect(helpCountryRule('Spain?')).toBe('Country cannot contain special characters');
    expect(helpCountryRule('New Zealand')).toBeNull();
  });
});

describe('selects', () => {
  it('asserts every message', () => {
    expect(countrySelectRule('')).toBe('Please select your country.');
    expect(countrySelectRule(null)).toBe('Please select your country.');
    expect(profileCountryRule('')).toBe('Please select your country');
    expect(professionRule(null)).toBe('Please select your profession.');
    expect(specialityRule('')).toBe('Please select your speciality.');
    expect(countrySelectRule('Spain')).toBeNull();
    expect(MESSAGES.noSpeciality).toBe('No speciality found for selected profession!');
  });
});

describe('help form subject and comments', () => {
  it('asserts every message', () => {
    expect(subjectRule('')).toBe('Please enter subject');
    expect(subjectRule(' Hi')).toBe('Subject cannot start with space');
    expect(subjectRule('Hi')).toBeNull();
    expect(helpCommentsRule('')).toBe('Please enter comments');
    expect(helpCommentsRule('   ')).toBe('Please enter comments');
    expect(helpCommentsRule(' text')).toBe('Comments cannot start with space');
    expect(helpCommentsRule('text')).toBeNull();
  });
});

describe('support subject and message', () => {
  it('asserts every message', () => {
    expect(subjectRule('')).toBe('Please enter subject');
    expect(subjectRule(' Hi')).toBe('Subject cannot start with space');
    expect(supportMessageRule('')).toBe('Please enter message');
    expect(supportMessageRule('  ')).toBe('Please enter message');
    expect(supportMessageRule(' text')).toBe('Message cannot start with space');
    expect(supportMessageRule('text')).toBeNull();
  });
});

describe('passwords', () => {
  it('new password', () => {
    expect(newPasswordRule('')).toBe('Please enter new password');
    expect(newPasswordRule('abc def')).toBe('Password cannot contain space');
    expect(newPasswordRule('abcde')).toBe('Allowed max limit is between 6-20 characters');
    expect(newPasswordRule('a'.repeat(21))).toBe('Allowed max limit is between 6-20 characters');
    expect(newPasswordRule('abcdef')).toBeNull();
    expect(newPasswordRule('a'.repeat(20))).toBeNull();
  });

  it('registration/login password', () => {
    expect(passwordRule('')).toBe('Please enter password');
    expect(passwordRule('ab cdefg')).toBe('Password cannot contain space');
    expect(passwordRule('abc')).toBe('Allowed max limit is between 6-20 characters');
  });

  it('old password', () => {
    expect(oldPasswordRule('')).toBe('Please enter old password');
    expect(oldPasswordRule('a b')).toBe('Password cannot contain space');
    expect(oldPasswordRule('x')).toBeNull();
  });

  it('confirm password', () => {
    const rule = confirmPasswordRule();
    expect(rule('', { newPassword: 'secret1' })).toBe('Please enter new password');
    expect(rule('secret 2', { newPassword: 'secret1' })).toBe('Password cannot contain space');
    expect(rule('secret2', { newPassword: 'secret1' })).toBe("Passwords doesn't matched!");
    expect(rule('secret1', { newPassword: 'secret1' })).toBeNull();
    const registration = confirmPasswordRule({
      field: 'password',
      mismatch: MESSAGES.registrationPasswordsMismatch,
      requiredMessage: 'Please enter password',
    });
    expect(registration('secret2', { password: 'secret1' })).toBe('Passwords do NOT match!');
    expect(registration('', { password: 'secret1' })).toBe('Please enter password');
  });
});

describe('consent and files', () => {
  it('consent', () => {
    expect(consentRule(false)).toBe('Please check the checkbox to proceed further');
    expect(consentRule(true)).toBeNull();
  });

  it('files', () => {
    const rule = fileRule(PICTURE_TYPES);
    expect(rule(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(rule(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Please choose an image lesser than 1Mb to upload.');
    expect(rule(new File([new Uint8Array(1_000_001)], 'a.png', { type: 'image/png' }))).toBe(
      'Please choose an image lesser than 1Mb to upload.',
    );
    expect(rule(null)).toBeNull();
  });
});

describe('compose', () => {
  it('returns the first failing message', () => {
    const rule = compose(required('a'), () => 'b');
    expect(rule('')).toBe('a');
    expect(rule('x')).toBe('b');
  });
});
