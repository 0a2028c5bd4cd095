import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';

export type EditorPasswordInput = components['schemas']['EditorPasswordRequest'];

/** POST /api/editor/password: sets an editor's password from the emailed link; resolves with the server's message. */
export async function setEditorPassword(api: EditorApiClient, body: EditorPasswordInput): Promise<string> {
  return unwrap(await api.POST('/api/editor/password', { body }), 'Could not set your password.').message;
}
