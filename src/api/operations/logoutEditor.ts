import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';

/** The tokens of an editor session that signing out needs (the bearer is the client's). */
export interface EditorLogoutInput {
  logout_token: string;
  csrf_token: string;
}

/** POST /api/editor/logout with the logout token, the csrf header and the editor's bearer. */
export async function logoutEditor(api: EditorApiClient, { logout_token, csrf_token }: EditorLogoutInput): Promise<void> {
  const result = await api.POST('/api/editor/logout', {
    params: { query: { token: logout_token }, header: { 'X-CSRF-Token': csrf_token } },
  });
  unwrap(result, 'Could not sign out.');
}
