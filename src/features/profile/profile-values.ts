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

/** The name of a profession or speciality term, when the page has it. */
export type TermName = (kind: 'profession' | 'specialty', termId: string) => string | undefined;

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

/**
 * The record with what a save has just stored, so the page shows the saved values even when the
 * refresh after the save fails (the machine then keeps the saved values too). Term names come
 * from the lists the form used; the refresh replaces all of it with the server's record.
 */
export function withSavedValues(record: ProfileRecord, values: ProfileValues, termName: TermName): ProfileRecord {
  const common = { first_name: values.first_name, last_name: values.last_name, picture: values.picture ?? '' };
  if (isDistributorProfile(record))
    return { ...record, ...common, field_company_name: values.company_name ?? record.field_company_name };
  const term = (kind: 'profession' | 'specialty', current: { termid: string; name: string }) => {
    const termid = values[kind];
    return !termid || termid === current.termid ? current : { termid, name: termName(kind, termid) ?? current.name };
  };
  return {
    ...record,
    ...common,
    institution_name: values.institution_name ?? record.institution_name,
    profession: term('profession', record.profession),
    specialty: term('specialty', record.specialty),
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
