import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { ContactDialog } from './pages/contact.page';
import { NotificationsPage } from './pages/notifications.page';
import { SettingsPage } from './pages/settings.page';
import { SupportPage } from './pages/support.page';
import { test as base } from './support/fixtures';
import { ensureMember, loginViaApi, useSessionIn, type E2eMember, type E2eSession, type MemberKind } from './support/members';
import { e2eDataDir, e2ePort } from './support/paths';

/** SUPPORT_EMAIL of the e2e portal (e2e/support/test-server.ts). */
export const SUPPORT_INBOX = 'support-inbox@the-source.example';

export interface MemberToolsSignedIn {
  member: E2eMember;
  session: E2eSession;
}

export interface MemberToolsFixtures {
  notificationsPage: NotificationsPage;
  settingsPage: SettingsPage;
  supportPage: SupportPage;
  contactDialog: ContactDialog;
  /** Signs the page in (API login) as this run's member `key` of `kind`. */
  signInAs: (kind: MemberKind, key: string) => Promise<MemberToolsSignedIn>;
}

async function signIn(page: Page, request: APIRequestContext, kind: MemberKind, key: string): Promise<MemberToolsSignedIn> {
  const member = await ensureMember(request, kind, key);
  const session = await loginViaApi(request, member);
  await useSessionIn(page, session);
  return { member, session };
}

export const test = base.extend<MemberToolsFixtures>({
  notificationsPage: async ({ page }, use) => use(new NotificationsPage(page)),
  settingsPage: async ({ page }, use) => use(new SettingsPage(page)),
  supportPage: async ({ page }, use) => use(new SupportPage(page)),
  contactDialog: async ({ page }, use) => use(new ContactDialog(page)),
  signInAs: async ({ page, request }, use) => {
    await use((kind, key) => signIn(page, request, kind, key));
  },
});

export { expect } from './support/fixtures';

/** `npm run portal -- notify …` against the e2e portal; returns what it printed. */
export async function notify({ subject, html, to }: { subject: string; html: string; to: string }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'notify-'));
  const file = path.join(dir, 'message.html');
  await writeFile(file, html);
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'portal', '--', 'notify', '--subject', subject, '--message-file', file, '--to', to],
    {
      env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort), PUBLIC_URL: `http://127.0.0.1:${e2ePort}` },
      timeout: 60_000,
    },
  );
  return stdout;
}

/** `npm run portal -- messages --full` against the e2e portal. */
export async function listMessages(): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'portal', '--', 'messages', '--full'], {
    env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort) },
    timeout: 60_000,
  });
  return stdout;
}

/** A run-unique suffix, so subjects never collide with earlier mails in the inbox folder. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
