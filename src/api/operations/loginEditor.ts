import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type EditorLogin = components['schemas']['EditorLoginResponse'];
export type EditorLoginInput = components['schemas']['EditorLoginRequest'];

/** POST /api/editor/login: an editor session, or an Error with the server's message. */
export async function loginEditor(api: ApiClient, body: EditorLoginInput): Promise<EditorLogin> {
  return unwrap(await api.POST('/api/editor/login', { body }), 'Invalid email or password.');
}
