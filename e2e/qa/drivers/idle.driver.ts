import { expect, type Page } from '@playwright/test';
import { idleModel } from '../../../tests/machines/models';
import type { IdleScreen } from '../../../tests/machines/oracles/idle.oracle';
import { ensureQaMember, QA_PASSWORD } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

/**
 * The page's clock (page.clock) keeps running in real time between steps, so a check "just before
 * the deadline" is taken this much earlier, and the step that reaches the deadline this much later.
 */
// Smaller than half the 2-minute warning, so a step inside the warning cannot overshoot the logout.
const SLACK_MS = 20_000;

interface Ctx extends UiBase {
  email: string;
}

const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' });
const warningDialog = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });
const guestLogin = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });

export const idleDriver: UiDriver<Ctx, IdleScreen> = {
  slug: 'idle',
  models: [{ ...idleModel, name: 'idle (UI)' }],
  start: async (base) => {
    const member = await ensureQaMember(base.request, 'professional', 'qa-idle');
    await base.page.clock.install();
    await base.page.goto('/');
    await expect(guestLogin(base.page)).toBeVisible();
    return { ...base, email: member.email };
  },
  events: {
    'idle.start': {
      how: 'sign in with the login form (header Login, email, password, Login)',
      act: async (ctx) => {
        await guestLogin(ctx.page).click();
        await ctx.page.getByRole('main').getByLabel('Email', { exact: true }).fill(ctx.email);
        await ctx.page.getByLabel('Password', { exact: true }).fill(QA_PASSWORD);
        await ctx.page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(userMenu(ctx.page)).toBeVisible();
      },
    },
    'idle.stop': {
      how: 'user menu → Logout (after a timeout: nothing to do, the session is already over)',
      act: async (ctx, _event, _step, before) => {
        if (before.hasTimedOut) return;
        await userMenu(ctx.page).click();
        await ctx.page.getByRole('menuitem', { name: 'Logout' }).click();
      },
    },
    'activity.detected': {
      how: 'a key press on the page (Shift), half way through the countdown',
      act: async (ctx) => {
        await ctx.page.keyboard.press('Shift');
      },
    },
    'idle.stay': {
      how: "the warning's Stay signed in button, half way through the warning (without a warning: a key press, which also restarts the countdown)",
      act: async (ctx, _event, _step, before) => {
        if (!before.isWarning) {
          await ctx.page.keyboard.press('Shift');
          return;
        }
        await warningDialog(ctx.page).getByRole('button', { name: 'Stay signed in' }).click();
      },
    },
  },
  states: {
    stopped: 'guest header (Login, Register)',
    active: 'signed in: the user menu, no warning; still no warning just before 98 minutes without activity',
    warning: "signed in, with the dialog 'You will be signed out in m:ss for inactivity' (Stay signed in, Sign out)",
    timedOut: 'signed out and on the home page (/), guest header',
  },
  advanceClock: async (ctx, ms) => {
    await ctx.page.clock.fastForward(ms >= 2 * SLACK_MS ? ms - SLACK_MS : ms + SLACK_MS);
  },
  see: async (ctx, screen, outcome) => {
    if (screen.isWatching) {
      await expect(userMenu(ctx.page)).toBeVisible();
      if (screen.isWarning) await expect(warningDialog(ctx.page)).toBeVisible();
      else await expect(warningDialog(ctx.page)).toBeHidden();
      return;
    }
    await expect(guestLogin(ctx.page)).toBeVisible();
    await expect(userMenu(ctx.page)).toBeHidden();
    if (outcome.emitted?.some((event) => event.type === 'idle.timeout')) await expect(ctx.page).toHaveURL(/\/$/);
  },
};
