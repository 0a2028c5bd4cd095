import type { Handlers, Schemas } from '../api/types';
import { clientInfo } from '../auth/client-info';
import { requireOwner } from '../auth/require-member';
import { findEmailNotification, findProfile, type ProfileRow } from '../db/profile.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { changePassword } from '../services/change-password';
import { saveProfile } from '../services/save-profile';
import { saveSettings } from '../services/save-settings';

const ROLE_LABELS: Record<string, string> = {
  authenticated: 'Authenticated user',
  professional: 'Healthcare Professional',
  distributor: 'Distributor',
};

/** Stored roles plus the user-type role, as `{id, label}`. */
function toRoles(row: ProfileRow): Schemas['Role'][] {
  const typeRole = row.userType === '1' ? 'professional' : 'distributor';
  const ids = [...new Set([...row.roles, typeRole])];
  return ids.map((id) => ({ id, label: ROLE_LABELS[id] ?? id }));
}

/** data[0] of getUserProfile: the professional or the distributor shape (spec §3). */
function toProfile(row: ProfileRow): Schemas['ProfessionalProfile'] | Schemas['DistributorProfile'] {
  const common = { picture: row.picturePath, first_name: row.firstName, last_name: row.lastName, mail: row.mail };
  if (row.userType === '1') {
    return {
      ...common,
      institution_name: row.institutionName ?? '',
      specialty: { termid: row.specialtyTid ? String(row.specialtyTid) : '', name: row.specialtyName ?? '' },
      profession: { termid: row.professionTid ? String(row.professionTid) : '', name: row.professionName ?? '' },
      country: row.countryName ?? '',
      roles: toRoles(row),
    };
  }
  return { ...common, field_company_name: row.companyName ?? '', country: row.countryId ?? '', roles: toRoles(row) };
}

/** The members tag, the member's own account: profile, settings, and updateUser's three shapes. */
export function createProfileHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    getUserProfile: async (request) => {
      const member = requireOwner(request, request.query['filter[uid]']);
      const row = await findProfile(db, member.uid);
      return { data: row ? [toProfile(row)] : [] };
    },
    getUserSettings: async (request) => {
      const member = requireOwner(request, request.params.uid);
      const value = await findEmailNotification(db, member.uid);
      if (value === undefined) throw notFound();
      // Never set counts as on (spec §3).
      return { data: [{ email_notification: value ?? true }] };
    },
    // One operation, three body shapes (oneOf in the contract), told apart by their required keys.
    updateUser: async (request) => {
      const member = requireOwner(request, request.params.uid);
      const { body } = request;
      if ('field_email_notification' in body) return saveSettings(deps, member.uid, body.field_email_notification.value);
      if ('field_first_name' in body) return saveProfile(deps, member.uid, body);
      return changePassword(deps, member, body.pass, clientInfo(request));
    },
  } satisfies Partial<Handlers>;
}
