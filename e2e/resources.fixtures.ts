import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MemberHomePage } from './pages/member-home.page';
import { ResourceDetailPage } from './pages/resource-detail.page';
import { test as base } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  clearSubscriptions,
  ensureMember,
  loginViaApi,
  useSessionIn,
  type E2eMember,
  type E2eSession,
  type MemberKind,
} from './support/members';
import { e2eDataDir, e2ePort } from './support/paths';

export interface SignedIn {
  member: E2eMember;
  session: E2eSession;
}

export interface ResourcesFixtures {
  memberHome: MemberHomePage;
  detailPage: ResourceDetailPage;
  /** Signs the page in as this run's member `key` (API login), with an empty My Resources. */
  signInAs: (kind: MemberKind, key: string) => Promise<SignedIn>;
}

export const test = base.extend<ResourcesFixtures>({
  memberHome: async ({ page }, use) => use(new MemberHomePage(page)),
  detailPage: async ({ page }, use) => use(new ResourceDetailPage(page)),
  signInAs: async ({ page, request }, use) => {
    await use((kind, key) => signInPage(page, request, kind, key));
  },
});

/** Signs `page` in as this run's member `key` through the API and empties their My Resources. */
export async function signInPage(page: Page, request: APIRequestContext, kind: MemberKind, key: string): Promise<SignedIn> {
  const member = await ensureMember(request, kind, key);
  const session = await loginViaApi(request, member);
  await clearSubscriptions(request, session);
  await useSessionIn(page, session);
  return { member, session };
}

export { expect } from './support/fixtures';

/** `npm run portal -- <args>` against the e2e portal (its DATA_DIR and port); returns stdout. */
export async function portal(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'portal', '--', ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort), PUBLIC_URL: `http://127.0.0.1:${e2ePort}` },
    timeout: 60_000,
  });
  return stdout;
}
