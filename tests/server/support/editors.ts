import { expect } from 'vitest';
import { urlFor, type ContractOperation } from './contract-operations';
import { ADMIN_HEADERS, sampleBodies } from './sample-requests';
import { freshEmail, freshIp, insertAccountsFixtures, lastMailTo } from './accounts-fixtures';
import type { Engine } from './engines';
import { createTestApp, type TestApp } from './test-app';

export const EDITOR_PASSWORD = 'Amber-Console-58';

/** An editor's session, as loginEditor answers it. */
export interface EditorSession {
  uid: string;
  email: string;
  access_token: string;
  logout_token: string;
  csrf_token: string;
  headers: { authorization: string };
}

/** `createEditor` through the admin API (what `npm run portal -- editor add` calls on a running portal). */
export function addEditor(t: TestApp, email = freshEmail('editor'), first = 'Eva', last = 'Lindqvist') {
  return t.app.inject({ method: 'POST', url: '/admin/api/editors', headers: ADMIN_HEADERS, payload: { email, first, last } });
}

/** The `{uid, token}` of a set-password link (`/editor/set-password/<uid>/<token>`). */
export function linkParts(link: string): { uid: string; token: string } {
  const [, editor, setPassword, uid, token] = new URL(link).pathname.split('/');
  if (editor !== 'editor' || setPassword !== 'set-password' || !uid || !token)
    throw new Error(`not a set-password link: ${link}`);
  return { uid, token: decodeURIComponent(token) };
}

export function setPassword(t: TestApp, link: string, password = EDITOR_PASSWORD, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/editor/password',
    payload: { ...linkParts(link), password },
    remoteAddress: ip,
  });
}

export function editorLogin(t: TestApp, email: string, password: string, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/editor/login', payload: { email, password }, remoteAddress: ip });
}

/** An editor added through the admin API who set a password from the mailed link and signed in. */
export async function signedInEditor(t: TestApp, email = freshEmail('editor')): Promise<EditorSession> {
  const added = await addEditor(t, email);
  if (added.statusCode !== 201) throw new Error(`createEditor failed: ${added.body}`);
  const set = await setPassword(t, lastMailTo(t, email).link);
  if (set.statusCode !== 200) throw new Error(`setEditorPassword failed: ${set.body}`);
  const res = await editorLogin(t, email, EDITOR_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`loginEditor failed: ${res.body}`);
  const body = res.json() as { access_token: string; logout_token: string; csrf_token: string; editor: { uid: string } };
  return {
    uid: body.editor.uid,
    email,
    access_token: body.access_token,
    logout_token: body.logout_token,
    csrf_token: body.csrf_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}

export function editorLogout(t: TestApp, session: EditorSession) {
  return t.app.inject({
    method: 'POST',
    url: `/api/editor/logout?token=${encodeURIComponent(session.logout_token)}`,
    headers: { ...session.headers, 'x-csrf-token': session.csrf_token },
  });
}

export function auditLog(t: TestApp, headers: Record<string, string>, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/editor/audit-log${query ? `?${query}` : ''}`, headers });
}

/**
 * Calls every operation with a valid sample body, without a session and with a member's, and
 * checks each answers 401 and 403: the console's calls are editors' only.
 */
export async function expectEditorsOnly(t: TestApp, calls: ContractOperation[], memberHeaders: Record<string, string>) {
  const samples = sampleBodies({ uid: '1', uuid: '', memberHeaders: {}, editorHeaders: {} });
  for (const operation of calls) {
    const body = samples[operation.operationId]?.[0]?.();
    for (const [headers, status] of [
      [{}, 401],
      [memberHeaders, 403],
    ] as const) {
      const res = await t.app.inject({
        method: operation.method,
        url: urlFor(operation),
        headers,
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode, `${operation.operationId} ${res.body}`).toBe(status);
    }
  }
}

/** A test app on `engine` with the accounts fixtures and a signed-in editor: the editor suites' usual start. */
/** A CSV file as the console's invitation import sends it (a data URL). */
export const csvUpload = (text: string) => ({ file: `data:text/csv;base64,${Buffer.from(text).toString('base64')}` });

export async function appWithEditor(engine: Engine): Promise<{ t: TestApp; editor: EditorSession }> {
  const t = await createTestApp({ engine });
  await insertAccountsFixtures(t);
  return { t, editor: await signedInEditor(t) };
}
