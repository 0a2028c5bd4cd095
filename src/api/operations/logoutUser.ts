import type { LogoutInput } from '../../../machines/session.machine';
import { unwrap, type ApiClient } from '../client';

/** POST /user/logout with the logout token, the csrf header and the bearer (spec §7). */
export async function logoutUser(api: ApiClient, { access_token, logout_token, csrf_token }: LogoutInput): Promise<void> {
  const result = await api.POST('/user/logout', {
    params: { query: { _format: 'json', token: logout_token }, header: { 'X-CSRF-Token': csrf_token } },
    headers: { Authorization: `Bearer ${access_token}` },
  });
  unwrap(result, 'Could not logout.');
}
