import { expect, type Page } from '@playwright/test';
import type { IdleScreen } from '../../../tools/shared/machine-paths/oracles/idle.oracle';
import { idleUiPlan } from '../../../tools/shared/machine-paths/ui-plans/idle.ui-plan';
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
  ...idleUiPlan,
  start: async (base) => {
    const member = await ensureQaMember(base.request, 'professional', 'qa-idle');
    await base.page.clock.install();
    await base.page.goto('/');
    await expect(guestLogin(base.page)).toBeVisible();
    return { ...base, email: member.email };
  },
  acts: {
    'idle.start': async (ctx) => {
      await guestLogin(ctx.page).click();
      await ctx.page.getByRole('main').getByLabel('Email', { exact: true }).fill(ctx.email);
      await ctx.page.getByLabel('Password', { exact: true }).fill(QA_PASSWORD);
      await ctx.page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(userMenu(ctx.page)).toBeVisible();
    },
    'idle.stop': async (ctx, _event, _step, before) => {
      if (before.hasTimedOut) return;
      await userMenu(ctx.page).click();
      await ctx.page.getByRole('menuitem', { name: 'Logout' }).click();
    },
    'activity.detected': async (ctx) => {
      await ctx.page.keyboard.press('Shift');
    },
    'idle.stay': async (ctx, _event, _step, before) => {
      if (!before.isWarning) {
        await ctx.page.keyboard.press('Shift');
        return;
      }
      await warningDialog(ctx.page).getByRole('button', { name: 'Stay signed in' }).click();
    },
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
