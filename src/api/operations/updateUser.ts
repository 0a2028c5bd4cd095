import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileValues, SaveProfileInput } from '../../../machines/profile-edit.machine';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { getUserSettingsQueryOptions, type UserSettings } from './getUserSettings';

/*
 * PATCH /user/{uid}?_format=json takes three body shapes (spec §3): the profile save, the
 * email-notification setting and the password change. One function per shape; the response body
 * is never read, a failure carries the server's message or 'Could not update details.'.
 */

export type ProfileUpdate = components['schemas']['ProfileUpdate'];

const FAILED = 'Could not update details.';

// ---- profile save (My Account) ----

export interface SaveProfileOptions extends SaveProfileInput {
  uid: string;
  /** Spec §1: '1' is a Healthcare Professional; anyone else is a Distributor. */
  userType: string;
}

/**
 * Spec §3 profile save: picture and names, each `{value}`; professionals add institution,
 * profession, speciality and country, distributors their company name. Both blocks send the whole
 * record (the draft equals the loaded values outside the active block), because the server wants
 * the four professional fields together. A distributor's country comes from the invitation and is
 * never sent.
 */
export function toProfileUpdate(values: ProfileValues, userType: string): ProfileUpdate {
  const body: ProfileUpdate = {
    field_picture: { value: values.picture ?? '' },
    field_first_name: { value: values.first_name },
    field_last_name: { value: values.last_name },
  };
  if (userType !== '1') {
    return values.company_name === undefined ? body : { ...body, field_company_name: { value: values.company_name } };
  }
  return {
    ...body,
    field_institution_name: { value: values.institution_name ?? '' },
    field_profession: { value: values.profession ?? '' },
    field_specialty: { value: values.specialty ?? '' },
    field_country: { value: values.country ?? '' },
  };
}

/** The profile-edit machine's `saveProfile` actor; the machine reloads the profile afterwards. */
export async function saveProfile(api: ApiClient, { uid, userType, values }: SaveProfileOptions): Promise<void> {
  const result = await api.PATCH('/user/{uid}', {
    params: { path: { uid }, query: { _format: 'json' } },
    body: toProfileUpdate(values, userType),
  });
  unwrap(result, FAILED);
}

// ---- email-notification setting (Settings) ----

/** `field_email_notification: {value}` (spec §3 settings shape). */
export async function updateEmailNotification(api: ApiClient, { uid, value }: { uid: string; value: boolean }): Promise<void> {
  const result = await api.PATCH('/user/{uid}', {
    params: { path: { uid }, query: { _format: 'json' } },
    body: { field_email_notification: { value } },
  });
  unwrap(result, FAILED);
}

/**
 * Saves the email-notification toggle at once (spec §4). The switch moves immediately (optimistic);
 * a failure puts it back and is only logged (spec §8); either way the settings are re-read.
 */
export function useUpdateEmailNotification(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = getUserSettingsQueryOptions(api, uid);
  return useMutation({
    mutationFn: (value: boolean) => updateEmailNotification(api, { uid: uid ?? '', value }),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<UserSettings>(queryKey);
      queryClient.setQueryData<UserSettings>(queryKey, { emailNotification: value });
      return { previous };
    },
    onError: (error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      console.error(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

// ---- password change (Settings' Change Password dialog) ----

export interface ChangePasswordInput {
  uid: string;
  existing: string;
  value: string;
}

/** `pass: [{existing, value}]` (spec §3). The session must end afterwards (spec §4): the caller does that. */
export async function changePassword(api: ApiClient, { uid, existing, value }: ChangePasswordInput): Promise<void> {
  const result = await api.PATCH('/user/{uid}', {
    params: { path: { uid }, query: { _format: 'json' } },
    body: { pass: [{ existing, value }] },
  });
  unwrap(result, FAILED);
}
