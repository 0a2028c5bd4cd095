import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SessionScreen } from '../../../tools/shared/machine-paths/oracles/session.oracle';
import { RENAMED_FIRST, sessionUiPlan } from '../../../tools/shared/machine-paths/ui-plans/session.ui-plan';
import { NetworkGate } from '../support/network-gate';
import { ensureQaMember, loginViaApi, QA_NEW_PASSWORD, QA_PASSWORD, QA_PROFESSIONAL } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

interface Ctx extends UiBase {
  email: string;
  login: NetworkGate;
  logout: NetworkGate;
  passwordChanged: boolean;
  renamed: boolean;
}

const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' });

/** The whole editable profile (the server wants every field) with this first name. */
function profileWith(firstName: string) {
  const wrap = (value: string) => ({ value });
  const p = QA_PROFESSIONAL;
  return {
    field_picture: wrap(''),
    field_first_name: wrap(firstName),
    field_last_name: wrap(p.last),
    field_institution_name: wrap(p.institution),
    field_profession: wrap(p.profession),
    field_specialty: wrap(p.specialty),
    field_country: wrap(p.country),
  };
}

async function patchMember(ctx: Ctx, password: string, data: Record<string, unknown>) {
  const session = await loginViaApi(ctx.request, ctx.email, password);
  const response = await ctx.request.patch(`/user/${session.current_user.uid}?_format=json`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data,
  });
  if (!response.ok()) throw new Error(`member update failed: ${response.status()} ${await response.text()}`);
}

export const sessionDriver: UiDriver<Ctx, SessionScreen> = {
  ...sessionUiPlan,
  start: async (base) => {
    const member = await ensureQaMember(base.request, 'professional', 'qa-session');
    const login = await NetworkGate.hold(base.page, 'POST', /\/user\/login\?/);
    const logout = await NetworkGate.hold(base.page, 'POST', /\/user\/logout\?/);
    // Nothing is loaded yet: the restore outcome decides what the first page load finds.
    return { ...base, email: member.email, login, logout, passwordChanged: false, renamed: false };
  },
  acts: {
    'xstate.done.actor.restoreSession': async (ctx, event) => {
      if ((event as EventObject & { output: unknown }).output) {
        const session = await loginViaApi(ctx.request, ctx.email);
        await ctx.page.goto('/config.json');
        await ctx.page.evaluate(
          (value) => window.localStorage.setItem('persist:root', value),
          JSON.stringify({ version: 1, user: { currentUser: session } }),
        );
      }
      await ctx.page.goto('/');
    },
    'session.login': async (ctx) => {
      if (!/\/login/.test(ctx.page.url()))
        await ctx.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
      await ctx.page.getByRole('main').getByLabel('Email', { exact: true }).fill(ctx.email);
      await ctx.page.getByLabel('Password', { exact: true }).fill(ctx.passwordChanged ? QA_NEW_PASSWORD : QA_PASSWORD);
      await ctx.page.getByRole('button', { name: 'Login', exact: true }).click();
    },
    'xstate.done.actor.loginUser': (ctx) => ctx.login.pass(),
    'xstate.error.actor.loginUser': async (ctx, event) => {
      const message = (event as EventObject & { error: { message?: string } }).error.message;
      await (message ? ctx.login.fail(403, { message }) : ctx.login.fail(400, {}));
    },
    'session.logout': async (ctx) => {
      await userMenu(ctx.page).click();
      await ctx.page.getByRole('menuitem', { name: 'Logout' }).click();
    },
    'xstate.done.actor.logoutUser': (ctx) => ctx.logout.pass(),
    'xstate.error.actor.logoutUser': (ctx) => ctx.logout.fail(500, { message: 'Could not logout.' }),
    'session.expire': async (ctx) => {
      const other = await ctx.page.context().newPage();
      await other.goto('/');
      await userMenu(other).click();
      await other.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
      await other.close();
    },
    'session.passwordChanged': async (ctx) => {
      await userMenu(ctx.page).click();
      await ctx.page.getByRole('menuitem', { name: 'Settings' }).click();
      await ctx.page.getByRole('region', { name: 'Security' }).getByRole('button', { name: 'Change Password' }).click();
      const dialog = ctx.page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('Old Password', { exact: true }).fill(QA_PASSWORD);
      await dialog.getByLabel('New Password', { exact: true }).fill(QA_NEW_PASSWORD);
      await dialog.getByLabel('Confirm Password', { exact: true }).fill(QA_NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      ctx.passwordChanged = true;
    },
    'xstate.done.actor.logoutAfterPasswordChange': (ctx) => ctx.logout.pass(),
    'xstate.error.actor.logoutAfterPasswordChange': (ctx) => ctx.logout.fail(500, { message: 'Could not logout.' }),
    'session.update': async (ctx) => {
      await patchMember(ctx, QA_PASSWORD, profileWith(RENAMED_FIRST));
      ctx.renamed = true;
      await userMenu(ctx.page).click();
      await ctx.page.getByRole('menuitem', { name: 'My Account' }).click();
      await expect(ctx.page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    },
    'notice.dismiss': (ctx) =>
      ctx.page.getByRole('dialog', { name: 'Password changed' }).getByRole('button', { name: 'Done' }).click(),
  },
  see: async (ctx, screen) => {
    const { page } = ctx;
    if (screen.isRestoring) return;
    const header = page.getByRole('navigation', { name: 'Main' });
    const onLogin = /\/login/.test(page.url());
    if (screen.isSignedIn) {
      await expect(userMenu(page)).toBeVisible();
      const user = screen.user!;
      await expect(userMenu(page).getByTitle(`${user.first_name} ${user.last_name}`)).toBeVisible();
      await userMenu(page).click();
      await expect(page.getByText(`Logged in as ${screen.userTypeLabel}`)).toBeVisible();
      await page.keyboard.press('Escape');
    } else if (onLogin) {
      await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
      const button = page.getByRole('button', { name: 'Login', exact: true });
      await (screen.isSigningIn
        ? expect(button).toHaveAttribute('data-loading', 'true')
        : expect(button).not.toHaveAttribute('data-loading', 'true'));
      const alert = page.getByRole('main').getByRole('alert');
      await (screen.loginError ? expect(alert.filter({ hasText: screen.loginError })).toBeVisible() : expect(alert).toBeHidden());
    } else {
      await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(userMenu(page)).toBeHidden();
    }
    const notice = page.getByRole('dialog', { name: 'Password changed' });
    await (screen.showPasswordChanged ? expect(notice).toBeVisible() : expect(notice).toBeHidden());
  },
  finish: async (ctx) => {
    const password = ctx.passwordChanged ? QA_NEW_PASSWORD : QA_PASSWORD;
    if (ctx.renamed) await patchMember(ctx, password, profileWith(QA_PROFESSIONAL.first));
    if (ctx.passwordChanged) await patchMember(ctx, password, { pass: [{ existing: QA_NEW_PASSWORD, value: QA_PASSWORD }] });
  },
  // Oracle paths (issue 43) that failed in their first UI run, 2026-12-02; not triaged yet (the page
  // or this driver): ids from the events, so they name these paths only.
  knownIssues: [
    {
      reason:
        'oracle path, first UI run 2026-12-02: after the password-changed logout the notice modal covers the Login link; the oracle lets the user sign in at once. Untriaged: page or driver.',
      applies: (path) => path.id === 'session (UI)#39e0d0c',
    },
    {
      reason:
        'oracle path, first UI run 2026-12-02: after a name update, session.expire leaves an alert in main that the oracle does not show. Untriaged: page or driver.',
      applies: (path) => path.id === 'session (UI)#8992ec6',
    },
  ],
};
