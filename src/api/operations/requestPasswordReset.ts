import { unwrap, type ApiClient } from '../client';

/** POST /user/lost-password with the email (spec §3). */
export async function requestPasswordReset(api: ApiClient, mail: string): Promise<void> {
  const result = await api.POST('/user/lost-password', { params: { query: { _format: 'json' } }, body: { mail } });
  unwrap(result, 'Could not sent forgot password link.');
}
