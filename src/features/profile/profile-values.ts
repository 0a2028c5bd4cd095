import type { ProfileBlock, ProfileValues } from '../../../machines/profile-edit.machine';
import {
  firstNameRule,
  institutionNameRule,
  lastNameRule,
  professionRule,
  profileCountryRule,
  specialityRule,
  type Rule,
} from '../../lib/validators';
import { isDistributorProfile, type ProfileRecord } from './api/getUserProfile';

/** The machine's editable values from the spec §3 record ('' picture means none). */
export function toProfileValues(record: ProfileRecord): ProfileValues {
  const common = {
    picture: record.picture || null,
    first_name: record.first_name,
    last_name: record.last_name,
    mail: record.mail,
  };
  if (isDistributorProfile(record)) return { ...common, company_name: record.field_company_name, country: record.country };
  return {
    ...common,
    institution_name: record.institution_name,
    profession: record.profession.termid,
    specialty: record.specialty.termid,
    country: record.country,
  };
}

type FieldName = keyof ProfileValues;

/** Spec §5 rules of each block's fields (profile country wording without the final period). */
const BLOCK_RULES: Record<ProfileBlock, Partial<Record<FieldName, Rule<unknown>>>> = {
  picture: { first_name: firstNameRule, last_name: lastNameRule },
  professional: {
    institution_name: institutionNameRule,
    profession: professionRule,
    specialty: specialityRule,
    country: profileCountryRule,
  },
};

export type BlockErrors = Partial<Record<FieldName, string>>;

/** Messages of the block's failing fields; empty when the block may be saved. */
export function validateBlock(block: ProfileBlock, values: ProfileValues): BlockErrors {
  const errors: BlockErrors = {};
  for (const [field, rule] of Object.entries(BLOCK_RULES[block]) as Array<[FieldName, Rule<unknown>]>) {
    const message = rule(values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}
