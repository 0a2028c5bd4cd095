// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ATTACHMENT_TYPES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  PICTURE_TYPES,
  SPECIAL_CHARACTERS,
  companyNameRule,
  countrySelectRule,
  currentPasswordRule,
  emailRule,
  firstNameRule,
  helpCommentsRule,
  helpCountryRule,
  institutionNameRule,
  lastNameRule,
  newPasswordRule,
  oldPasswordRule,
  passwordRule,
  professionRule,
  profileCountryRule,
  specialityRule,
  supportMessageRule,
  subjectRule,
  type Rule,
} from '../../src/lib/validators';

/*
 * The SPA's field rules (src/lib/validators.ts) and the contract's schemas (openapi.yaml, which
 * the server enforces) must agree: the same values pass, and a failing value shows the same
 * spec §5 message on both sides. Sample values go through both.
 */

interface FieldSchema {
  minLength?: number;
  maxLength?: number;
}

const contract = parse(readFileSync(path.join(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, FieldSchema> };
};

// Set up like the server's route validator (server/app.ts): allErrors and ajv-errors messages.
const ajv = new Ajv({ allErrors: true, strict: false, removeAdditional: false });
(ajvErrors as unknown as (instance: Ajv) => void)(ajv);
ajv.addSchema({ $id: 'contract', components: contract.components });

const validators = new Map<string, ValidateFunction>();

function schemaOf(name: string): FieldSchema {
  const schema = contract.components.schemas[name];
  if (!schema) throw new Error(`openapi.yaml has no schema '${name}'`);
  return schema;
}

/** What the server answers for `value` in a field of schema `name`: null, or its message (the first contract message). */
function contractMessage(name: string, value: unknown): string | null {
  schemaOf(name);
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `contract#/components/schemas/${name}` });
    validators.set(name, validate);
  }
  if (validate(value)) return null;
  const errors: ErrorObject[] = validate.errors ?? [];
  const custom = errors.find((error) => error.keyword === 'errorMessage');
  return custom ? String(custom.message) : `(no contract message: ${errors.map((error) => error.message).join('; ')})`;
}

/** Samples every free-text field gets: empty, blank, leading/trailing/inner spaces, digits, each special character. */
function textSamples(valid: string): string[] {
  return [
    valid,
    '',
    ' ',
    '   ',
    `\t${valid}`,
    ` ${valid}`,
    `${valid} `,
    `${valid} ${valid}`,
    `${valid}7`,
    `${valid}\u0000`,
    `${valid}\u007f`,
    `${valid}\u0085`,
    `\u000b${valid}`,
    'Zoë Ångström',
    ...SPECIAL_CHARACTERS.map((character) => `${valid}${character}`),
  ];
}

/** Values at the contract's length limits (and one past them). */
function lengthSamples(name: string, filler = 'a'): string[] {
  const { minLength, maxLength } = schemaOf(name);
  const samples: string[] = [];
  for (const length of [minLength, maxLength]) {
    if (length === undefined) continue;
    for (const n of [length - 1, length, length + 1]) if (n >= 0) samples.push(filler.repeat(n));
  }
  return samples;
}

/** A sample as a failure shows it: long ones by their length. */
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 12)}… (${value.length} characters)` : value);

interface Pairing {
  /** The client rule. */
  rule: Rule<unknown>;
  /** The contract schema (components.schemas) of the same field. */
  schema: string;
  samples: string[];
}

const pairings: Record<string, Pairing> = {
  email: {
    rule: emailRule,
    schema: 'Email',
    samples: [
      '',
      ' a@b.co',
      'abc',
      'a@b',
      'a@b.c',
      'a+b@c.com',
      'a b@c.com',
      'jane.doe_1-x@clinic-eye.co.uk',
      'ANNA@CLINIC.EXAMPLE',
      `${'a'.repeat(64)}@clinic.example`,
      `${'a'.repeat(65)}@clinic.example`,
      `anna@${'d'.repeat(240)}.example`,
      `anna@clinic.${'x'.repeat(63)}`,
      `anna@clinic.${'x'.repeat(64)}`,
      `${'a'.repeat(64)}@${'d'.repeat(180)}.example`,
      `${'a'.repeat(64)}@${'d'.repeat(186)}.example`,
      `${'a'.repeat(65)}@${'d'.repeat(186)}.example`,
    ],
  },
  'first name': {
    rule: firstNameRule,
    schema: 'FirstName',
    samples: [...textSamples('Anna'), ...lengthSamples('FirstName')],
  },
  'last name': { rule: lastNameRule, schema: 'LastName', samples: [...textSamples('Berg'), ...lengthSamples('LastName')] },
  'institution name': {
    rule: institutionNameRule,
    schema: 'InstitutionName',
    samples: [...textSamples('Eye Clinic North'), ...lengthSamples('InstitutionName')],
  },
  'company name (profile)': {
    rule: companyNameRule(),
    schema: 'CompanyName',
    samples: [...textSamples('Optics Supply'), ...lengthSamples('CompanyName')],
  },
  'help-form country': {
    rule: helpCountryRule,
    schema: 'HelpCountry',
    samples: [...textSamples('Poland'), ...lengthSamples('HelpCountry')],
  },
  'help-form subject': {
    rule: subjectRule,
    schema: 'HelpSubject',
    samples: [...textSamples('Lens availability'), ...lengthSamples('HelpSubject')],
  },
  'help-form comments': {
    rule: helpCommentsRule,
    schema: 'HelpComments',
    samples: [...textSamples('Which lenses ship to Poland?'), 'Line one\nline two', ...lengthSamples('HelpComments')],
  },
  'support subject': {
    rule: subjectRule,
    schema: 'SupportSubject',
    samples: [...textSamples('Export fails'), ...lengthSamples('SupportSubject')],
  },
  'support message': {
    rule: supportMessageRule,
    schema: 'SupportMessage',
    samples: [...textSamples('It shows an error.'), 'Line one\nline two', ...lengthSamples('SupportMessage')],
  },
  password: {
    rule: passwordRule,
    schema: 'Password',
    samples: [
      '',
      ' ',
      'abc',
      'abcde',
      'abcdef',
      'secret123',
      'a'.repeat(20),
      'a'.repeat(21),
      'secret 123',
      ' secret12',
      'pässwörd!',
    ],
  },
  'new password': {
    rule: newPasswordRule,
    schema: 'NewPassword',
    samples: ['', ' ', 'abcde', 'abcdef', 'newpass1', 'a'.repeat(20), 'a'.repeat(21), 'new pass1', 'newpass1\t'],
  },
  'old password': {
    rule: oldPasswordRule,
    schema: 'OldPassword',
    samples: ['', ' ', 'a', 'oldpass1', 'old pass', ...lengthSamples('OldPassword')],
  },
  'current password (delete my account)': {
    rule: currentPasswordRule,
    schema: 'CurrentPassword',
    samples: ['', ' ', 'a', 'old pass', 'pass\u0000word', ...lengthSamples('CurrentPassword')],
  },
  // Select fields: the value is one of the options (or nothing chosen), so only those are sampled.
  'country (registration select)': { rule: countrySelectRule, schema: 'Country', samples: ['', 'Sweden', 'ES'] },
  'country (profile select)': { rule: profileCountryRule, schema: 'ProfileCountry', samples: ['', 'Sweden', 'ES'] },
  'profession (select of term ids)': { rule: professionRule, schema: 'Profession', samples: ['', '1', '42'] },
  'speciality (select of term ids)': { rule: specialityRule, schema: 'Speciality', samples: ['', '11', '999999999'] },
};

describe('client validators agree with the contract (openapi.yaml)', () => {
  for (const [field, { rule, schema, samples }] of Object.entries(pairings)) {
    it(`${field} ↔ ${schema}`, () => {
      const disagreements = samples
        .map((value) => ({ value: shown(value), client: rule(value), contract: contractMessage(schema, value) }))
        .filter(({ client, contract }) => client !== contract);
      expect(disagreements).toEqual([]);
    });
  }

  it("company name on registration differs only by the spec's leading-space quirk", () => {
    const registration = companyNameRule({ registration: true });
    for (const value of [...textSamples('Optics Supply'), ...lengthSamples('CompanyName')]) {
      const contractSays = contractMessage('CompanyName', value);
      const expected = contractSays === 'Company name cannot start with space' ? 'Email cannot start with space' : contractSays;
      expect(registration(value), shown(value)).toBe(expected);
    }
  });

  it('the help form joins two valid names into a valid HelpName (first + space + last)', () => {
    const firsts = ['Anna', 'A', 'a'.repeat(15), 'Anna Maria'];
    const lasts = ['Berg', 'B', 'b'.repeat(20), 'van Dijk '];
    for (const first of firsts) {
      for (const last of lasts) {
        expect(firstNameRule(first)).toBeNull();
        expect(lastNameRule(last)).toBeNull();
        expect(contractMessage('HelpName', `${first} ${last}`), `${first} ${last}`).toBeNull();
      }
    }
  });

  describe('uploads: the client checks the file, the contract its data URL', () => {
    // The largest file the client lets through, as the data URL the SPA sends.
    const largestBase64 = 'A'.repeat(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4);

    it.each([
      ['PictureValue', PICTURE_TYPES],
      ['SupportAttachment', ATTACHMENT_TYPES],
    ] as const)('%s accepts every type the client allows, at the 1,000,000-byte limit', (schema, types) => {
      for (const type of types) expect(contractMessage(schema, `data:${type};base64,${largestBase64}`), type).toBeNull();
      expect(contractMessage(schema, '')).toBeNull();
    });

    it.each(['PictureValue', 'SupportAttachment'])('%s refuses other types with the client message', (schema) => {
      expect(contractMessage(schema, 'data:image/gif;base64,R0lGOD==')).toBe(MESSAGES.fileTooLarge);
      // Past the room a file name may take (SupportAttachment), the length alone refuses it.
      expect(contractMessage(schema, `data:image/png;base64,${largestBase64}${'A'.repeat(1500)}`)).toBe(MESSAGES.fileTooLarge);
    });

    it('SupportAttachment carries the file name as a percent-encoded name parameter; a picture does not', () => {
      const name = encodeURIComponent('Case notes (v2) – März.pdf').replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16)}`,
      );
      expect(contractMessage('SupportAttachment', `data:application/pdf;name=${name};base64,${largestBase64}`)).toBeNull();
      expect(contractMessage('SupportAttachment', 'data:application/pdf;name=a b.pdf;base64,JVBERi0=')).toBe(
        MESSAGES.fileTooLarge,
      );
      expect(contractMessage('PictureValue', 'data:image/png;name=a.png;base64,iVBORw==')).toBe(MESSAGES.fileTooLarge);
    });
  });
});
