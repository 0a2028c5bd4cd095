import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';

export type EditorLogin = components['schemas']['EditorLoginResponse'];
export type EditorLoginInput = components['schemas']['EditorLoginRequest'];

/** POST /api/editor/login: an editor session, or an Error with the server's message. */
export async function loginEditor(api: EditorApiClient, body: EditorLoginInput): Promise<EditorLogin> {
  return unwrap(await api.POST('/api/editor/login', { body }), 'Invalid email or password.');
}
