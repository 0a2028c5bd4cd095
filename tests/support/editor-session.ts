import type { components } from '../../src/api/schema.gen';
import { EDITOR_SESSION_KEY } from '../../src/session/editor-session';

/** The console's stored session in component tests: editor Eva Lindqvist (uid 7), token `editor-access`. */
export const editorLogin: components['schemas']['EditorLoginResponse'] = {
  access_token: 'editor-access',
  logout_token: 'editor-logout',
  csrf_token: 'editor-csrf',
  editor: { uid: '7', email: 'eva@example.com', first_name: 'Eva', last_name: 'Lindqvist' },
};

/** `renderApp({ stored })` with the editor signed in. */
export const signedInEditor = { [EDITOR_SESSION_KEY]: JSON.stringify(editorLogin) };
