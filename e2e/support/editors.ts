import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../accounts.fixtures';
import { adminPost } from './admin-api';
import { e2eDataDir, e2ePort } from './paths';

export const EDITOR_PASSWORD = 'Amber-Console-58';

/** `npm run portal -- <args>` against the running e2e portal; returns what the command printed. */
async function cliOutput(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'portal', '--', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort), PUBLIC_URL: `http://127.0.0.1:${e2ePort}` },
    timeout: 60_000,
  });
  return stdout;
}

/** `npm run portal -- editor add …`; returns what the command printed. */
export function addEditorWithCli(email: string): Promise<string> {
  return cliOutput(['editor', 'add', '--email', email, '--first', 'Eva', '--last', 'Lindqvist']);
}

/**
 * A new editor, signed in on the audit log. Added, given a password and signed in through the API
 * (the way the CLI and the console call it), since these specs test what the editor does next:
 * adding an editor with the CLI and the set-password and sign-in forms are editor-console.e2e.spec.ts's.
 */
export async function signInNewEditor(page: Page, key = 'content-editor'): Promise<string> {
  const email = uniqueEmail(key);
  const { uid, link } = await adminPost<{ uid: string; link: string }>(page.request, '/admin/api/editors', {
    email,
    first: 'Eva',
    last: 'Lindqvist',
  });
  const token = link.split('/').at(-1);
  const set = await page.request.post('/api/editor/password', { data: { uid, token, password: EDITOR_PASSWORD } });
  if (!set.ok()) throw new Error(`set password failed: ${set.status()} ${await set.text()}`);
  await useEditorSessionIn(page, await editorLogin(page.request, email));
  await page.goto('/editor');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  return email;
}

/** The editor's session from the console's login call. */
async function editorLogin(request: APIRequestContext, email: string): Promise<E2eEditorSession> {
  const login = await request.post('/api/editor/login', { data: { email, password: EDITOR_PASSWORD } });
  if (!login.ok()) throw new Error(`editor login failed: ${login.status()} ${await login.text()}`);
  return (await login.json()) as E2eEditorSession;
}

/** The editor console's stored session (the login answer), as the console keeps it in localStorage. */
export interface E2eEditorSession {
  access_token: string;
  editor: { uid: string; email: string; first_name: string; last_name: string };
}

/**
 * The screenshot editor: a fixed address, added with the CLI on first use (or sent a new link when
 * an earlier project added it), its password set and signed in through the API.
 */
export async function visualEditor(request: APIRequestContext): Promise<E2eEditorSession> {
  const email = 'editor@shots.e2e.example';
  const added = await addEditorWithCli(email).catch(() => null);
  const stdout = added ?? (await cliOutput(['editor', 'link', '--email', email]));
  const link = /\/editor\/set-password\/(\d+)\/(\S+)/.exec(stdout);
  if (!link) throw new Error(`no set-password link in:\n${stdout}`);
  const set = await request.post('/api/editor/password', { data: { uid: link[1], token: link[2], password: EDITOR_PASSWORD } });
  if (!set.ok()) throw new Error(`set password failed: ${set.status()} ${await set.text()}`);
  return editorLogin(request, email);
}

/** Puts the editor's session where the console keeps it before any page script runs. */
export async function useEditorSessionIn(page: Page, session: E2eEditorSession) {
  await page.addInitScript((value) => window.localStorage.setItem('source:editor-session', value), JSON.stringify(session));
}
