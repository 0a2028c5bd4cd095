import type { ProfileBlock, ProfileValues } from '../../../machines/profile-edit.machine';
import {
  companyNameRule,
  firstNameRule,
  institutionNameRule,
  lastNameRule,
  professionRule,
  profileCountryRule,
  specialityRule,
  type Rule,
} from '../../lib/validators';
import { isDistributorProfile, type ProfileRecord } from '../../api/operations/getUserProfile';

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

type BlockRules = Partial<Record<FieldName, Rule<unknown>>>;

/** Spec §5 rules of each block's fields (profile country wording without the final period). */
const BLOCK_RULES: Record<ProfileBlock, BlockRules> = {
  picture: { first_name: firstNameRule, last_name: lastNameRule },
  professional: {
    institution_name: institutionNameRule,
    profession: professionRule,
    specialty: specialityRule,
    country: profileCountryRule,
  },
};

/** A distributor's Professional Info: the company name only (the country is read-only). */
const DISTRIBUTOR_PROFESSIONAL_RULES: BlockRules = { company_name: companyNameRule() };

/** Distributor values carry a company name (toProfileValues); professional ones never do. */
export const isDistributorValues = (values: ProfileValues): boolean => values.company_name !== undefined;

export type BlockErrors = Partial<Record<FieldName, string>>;

/** Messages of the block's failing fields; empty when the block may be saved. */
export function validateBlock(block: ProfileBlock, values: ProfileValues): BlockErrors {
  const errors: BlockErrors = {};
  const rules = block === 'professional' && isDistributorValues(values) ? DISTRIBUTOR_PROFESSIONAL_RULES : BLOCK_RULES[block];
  for (const [field, rule] of Object.entries(rules) as Array<[FieldName, Rule<unknown>]>) {
    const message = rule(values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}
