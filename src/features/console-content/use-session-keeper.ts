import { useEffect, useRef } from 'react';
import { useEditorApi } from '../../api/editor-api-context';
import { getCurrentEditor } from '../../api/operations/getCurrentEditor';
import { loginEditor, type EditorLoginInput } from '../../api/operations/loginEditor';
import { useEditorSessionStore } from '../../session/editor-session-context';

/** At most one activity ping a minute. */
export const ACTIVITY_PING_MS = 60_000;

/**
 * Keeps an editor's session while a form has unsaved changes: holds it (a 401 meanwhile does not
 * close the console, the form can sign in again), and typing (`values` changing) pings the
 * server at most once a minute (GET /api/editor/me), so the idle expiry counts typing as
 * activity. `signInAgain` renews the session for the form's Save.
 */
export function useSessionKeeper(dirty: boolean, values: unknown) {
  const api = useEditorApi();
  const store = useEditorSessionStore();
  const lastPing = useRef(0);

  useEffect(() => (dirty ? store.hold() : undefined), [dirty, store]);

  const typed = JSON.stringify(values);
  useEffect(() => {
    if (!dirty || store.get().expired !== null) return;
    const now = Date.now();
    if (now - lastPing.current < ACTIVITY_PING_MS) return;
    lastPing.current = now;
    getCurrentEditor(api).catch(() => undefined);
  }, [typed, dirty, api, store]);

  return {
    email: store.get().session?.editor.email ?? '',
    signInAgain: async (body: EditorLoginInput) => store.renew(await loginEditor(api, body)),
  };
}
