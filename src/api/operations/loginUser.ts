import type { LoginCredentials, Session } from '../../../machines/session.machine';
import { unwrap, type ApiClient } from '../client';

/** POST /user/login: the session of spec §3, or an Error with the server's message (spec §8). */
export async function loginUser(api: ApiClient, { email, password, captcha }: LoginCredentials): Promise<Session> {
  const result = await api.POST('/user/login', {
    params: { query: { _format: 'json' } },
    body: { name: email, pass: password, ...(captcha ? { captcha } : {}) },
  });
  return unwrap(result, 'Invalid email or password.') as Session;
}
