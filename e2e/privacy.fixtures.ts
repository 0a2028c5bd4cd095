import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { test as accounts } from './accounts.fixtures';
import { ConsentGate } from './pages/consent-gate.page';
import { PrivacySettings } from './pages/privacy.page';
import { loginViaApi, type E2eMember } from './support/members';
import { e2eDataDir, e2ePort, e2eRoot } from './support/paths';

export interface PrivacyFixtures {
  privacySettings: PrivacySettings;
  consentGate: ConsentGate;
}

/** The accounts fixtures (login, register, activation, settings) plus Settings → Privacy and the consent gate. */
export const test = accounts.extend<PrivacyFixtures>({
  privacySettings: async ({ page }, use) => use(new PrivacySettings(page)),
  consentGate: async ({ page }, use) => use(new ConsentGate(page)),
});

export { expect } from './accounts.fixtures';

/**
 * `npm run portal -- consent-version --page <page> --summary <summary>` against the e2e portal, the
 * editor's way (material: members must accept it again); returns the version it published.
 */
export async function publishConsentVersion(page: string, summary: string): Promise<number> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'portal', '--', 'consent-version', '--page', page, '--summary', summary],
    {
      env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort), PUBLIC_URL: `http://127.0.0.1:${e2ePort}` },
      timeout: 60_000,
    },
  );
  const version = new RegExp(`${page} version (\\d+) published \\(material`).exec(stdout)?.[1];
  if (!version) throw new Error(`consent-version printed no material version:\n${stdout}`);
  return Number(version);
}

/**
 * A published material version asks every member registered before it, and the run's shared
 * members (support/members.ts) are used by the specs that follow: each accepts what is pending
 * through the API (a login of its own, logged out again), so no later journey meets the gate.
 * Members that no longer log in (deleted, not activated again) are skipped.
 */
export async function acceptPendingForSharedMembers(request: APIRequestContext) {
  const dir = path.join(e2eRoot, 'members');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  for (const file of files) {
    const member = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as E2eMember;
    const session = await loginViaApi(request, member).catch(() => null);
    if (!session) continue;
    const headers = { authorization: `Bearer ${session.access_token}` };
    const pending = (await (await request.get('/api/user/consents/pending', { headers })).json()) as {
      page: string;
      version: number;
    }[];
    for (const { page, version } of pending) {
      const accepted = await request.post('/api/user/consents', { headers, data: { page, version } });
      if (!accepted.ok()) throw new Error(`accepting ${page} v${version} for ${member.email}: ${accepted.status()}`);
    }
    const left = (await (await request.get('/api/user/consents/pending', { headers })).json()) as unknown[];
    if (left.length > 0) throw new Error(`${member.email} still has pages to accept: ${JSON.stringify(left)}`);
    await request.post(`/user/logout?_format=json&token=${encodeURIComponent(session.logout_token)}`, {
      headers: { ...headers, 'x-csrf-token': session.csrf_token },
    });
  }
}
