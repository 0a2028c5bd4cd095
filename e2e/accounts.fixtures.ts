import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test as base } from './support/fixtures';
import { e2eDataDir, e2ePort } from './support/paths';
import { ActivationPage } from './pages/activation.page';
import { ChangePasswordDialog } from './pages/change-password.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { ResetPasswordPage } from './pages/reset-password.page';
import { SettingsPage } from './pages/settings.page';

export interface AccountsFixtures {
  loginPage: LoginPage;
  registerPage: RegisterPage;
  activationPage: ActivationPage;
  resetPasswordPage: ResetPasswordPage;
  settingsPage: SettingsPage;
  changePasswordDialog: ChangePasswordDialog;
}

/** The shared fixtures plus the accounts page objects. */
export const test = base.extend<AccountsFixtures>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  registerPage: async ({ page }, use) => use(new RegisterPage(page)),
  activationPage: async ({ page }, use) => use(new ActivationPage(page)),
  resetPasswordPage: async ({ page }, use) => use(new ResetPasswordPage(page)),
  settingsPage: async ({ page }, use) => use(new SettingsPage(page)),
  changePasswordDialog: async ({ page }, use) => use(new ChangePasswordDialog(page)),
});

export { expect } from './support/fixtures';

/** A unique address per run, so journeys never collide with earlier accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.example`;
}

/** `npm run portal -- invite …` against the e2e portal; returns the printed /register/{jwt} link. */
export async function inviteDistributor(values: {
  email: string;
  first: string;
  last: string;
  company: string;
  country: string;
}): Promise<string> {
  const args = [
    'run',
    '--silent',
    'portal',
    '--',
    'invite',
    ...Object.entries(values).flatMap(([key, value]) => [`--${key}`, value]),
  ];
  const { stdout } = await promisify(execFile)('npm', args, {
    env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort), PUBLIC_URL: `http://127.0.0.1:${e2ePort}` },
    timeout: 60_000,
  });
  const link = /https?:\/\/\S+\/register\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`invite printed no link:\n${stdout}`);
  return link;
}
