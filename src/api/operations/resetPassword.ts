import { unwrap, type ApiClient } from '../client';

export interface ResetPasswordInput {
  /** Third path segment of the emailed link. */
  name: string;
  /** Fourth path segment of the emailed link. */
  temp_pass: string;
  new_pass: string;
}

/** POST /user/lost-password-reset (spec §7); failure carries the server message or the spec default. */
export async function resetPassword(api: ApiClient, body: ResetPasswordInput): Promise<string> {
  const result = await api.POST('/user/lost-password-reset', { params: { query: { _format: 'json' } }, body });
  return unwrap(result, 'Could not update password data.').message;
}
