import type { ProfileValues, SaveProfileInput } from '../../../../machines/profile-edit.machine';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export interface SaveProfileOptions extends SaveProfileInput {
  uid: string;
  /** Spec §1: '1' is a Healthcare Professional; anyone else is a Distributor. */
  userType: string;
}

/**
 * Spec §3 profile save: picture and names, each `{value}`; professionals add institution,
 * profession, speciality and country. Both blocks send the whole record (the draft equals the
 * loaded values outside the active block), because the server wants the four professional
 * fields together. Distributors' company and country come from their invitation and are never sent.
 */
export function toProfileUpdate(values: ProfileValues, userType: string): ProfileUpdate {
  const body: ProfileUpdate = {
    field_picture: { value: values.picture ?? '' },
    field_first_name: { value: values.first_name },
    field_last_name: { value: values.last_name },
  };
  if (userType !== '1') return body;
  return {
    ...body,
    field_institution_name: { value: values.institution_name ?? '' },
    field_profession: { value: values.profession ?? '' },
    field_specialty: { value: values.specialty ?? '' },
    field_country: { value: values.country ?? '' },
  };
}

/** PATCH /user/{uid}?_format=json with the profile-save shape; the response body is not read (spec §7). */
export async function saveProfile(api: ApiClient, { uid, userType, values }: SaveProfileOptions): Promise<void> {
  const result = await api.PATCH('/user/{uid}', {
    params: { path: { uid }, query: { _format: 'json' } },
    body: toProfileUpdate(values, userType),
  });
  unwrap(result, 'Could not update details.');
}
