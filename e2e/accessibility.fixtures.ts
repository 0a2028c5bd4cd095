import type { APIRequestContext, Page } from '@playwright/test';
import { ChangePasswordDialog } from './pages/change-password.page';
import { ContactDialog } from './pages/contact.page';
import { LoginPage } from './pages/login.page';
import { MemberHomePage } from './pages/member-home.page';
import { NotificationsPage } from './pages/notifications.page';
import { ProfilePage } from './pages/profile.page';
import { RegisterPage } from './pages/register.page';
import { ResourceDetailPage } from './pages/resource-detail.page';
import { SettingsPage } from './pages/settings.page';
import { SupportPage } from './pages/support.page';
import { test as base } from './support/fixtures';
import {
  clearSubscriptions,
  ensureMember,
  loginViaApi,
  useSessionIn,
  type E2eMember,
  type E2eSession,
  type MemberKind,
} from './support/members';

export interface A11ySignedIn {
  member: E2eMember;
  session: E2eSession;
}

/** Page objects of every screen, for the keyboard and accessibility journeys. */
export interface AccessibilityFixtures {
  loginPage: LoginPage;
  registerPage: RegisterPage;
  memberHome: MemberHomePage;
  detailPage: ResourceDetailPage;
  settingsPage: SettingsPage;
  supportPage: SupportPage;
  profilePage: ProfilePage;
  notificationsPage: NotificationsPage;
  changePassword: ChangePasswordDialog;
  contactDialog: ContactDialog;
  /** Signs the page in (API login) as this run's member `key` of `kind`, with an empty My Resources. */
  signInAs: (kind: MemberKind, key: string) => Promise<A11ySignedIn>;
}

async function signIn(page: Page, request: APIRequestContext, kind: MemberKind, key: string): Promise<A11ySignedIn> {
  const member = await ensureMember(request, kind, key);
  const session = await loginViaApi(request, member);
  await clearSubscriptions(request, session);
  await useSessionIn(page, session);
  return { member, session };
}

export const test = base.extend<AccessibilityFixtures>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  registerPage: async ({ page }, use) => use(new RegisterPage(page)),
  memberHome: async ({ page }, use) => use(new MemberHomePage(page)),
  detailPage: async ({ page }, use) => use(new ResourceDetailPage(page)),
  settingsPage: async ({ page }, use) => use(new SettingsPage(page)),
  supportPage: async ({ page }, use) => use(new SupportPage(page)),
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  notificationsPage: async ({ page }, use) => use(new NotificationsPage(page)),
  changePassword: async ({ page }, use) => use(new ChangePasswordDialog(page)),
  contactDialog: async ({ page }, use) => use(new ContactDialog(page)),
  signInAs: async ({ page, request }, use) => {
    await use((kind, key) => signIn(page, request, kind, key));
  },
});

export { expect } from './support/fixtures';
