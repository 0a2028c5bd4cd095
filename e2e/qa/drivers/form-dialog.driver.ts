import { expect, type Locator } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { FormDialogScreen } from '../../../tools/shared/machine-paths/oracles/form-dialog.oracle';
import { formDialogUiPlan, type FormDialogKind as Kind } from '../../../tools/shared/machine-paths/ui-plans/form-dialog.ui-plan';
import { clearSubscriptions, useSessionIn, type E2eSession } from '../../support/members';
import { NetworkGate } from '../support/network-gate';
import { ensureQaMember, loginViaApi, QA_NEW_PASSWORD, QA_PASSWORD } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

interface Ctx extends UiBase {
  kind: Kind;
  gate: NetworkGate | null;
  session: E2eSession | null;
  email: string;
  passwordChanged: boolean;
}

const TITLES: Record<Kind, string> = {
  'forgot password': 'Forgot password',
  'contact us': 'Contact Us For Help',
  'change password': 'Change Password',
  'subscribe thank-you': 'Thank you',
};

const dialog = (ctx: Ctx): Locator => ctx.page.getByRole('dialog', { name: TITLES[ctx.kind] });
/** The contact form's thank-you replaces it on success. */
const contactThanks = (ctx: Ctx) => ctx.page.getByRole('dialog', { name: 'Thank you' });
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function fillForm(ctx: Ctx) {
  const form = dialog(ctx);
  if (ctx.kind === 'forgot password') {
    await form.getByLabel('Email').fill('qa.nobody@qa.example');
    await form.getByRole('button', { name: 'Send' }).click();
  } else if (ctx.kind === 'contact us') {
    const values = {
      'First Name': 'Quinn',
      'Last Name': 'Tester',
      Email: 'quinn@qa.example',
      Country: 'Norway',
      Subject: 'Planner',
      Comments: 'A question.',
    };
    for (const [label, value] of Object.entries(values))
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    await form.getByRole('button', { name: 'Submit' }).click();
  } else {
    await form.getByLabel('Old Password', { exact: true }).fill(QA_PASSWORD);
    await form.getByLabel('New Password', { exact: true }).fill(QA_NEW_PASSWORD);
    await form.getByLabel('Confirm Password', { exact: true }).fill(QA_NEW_PASSWORD);
    await form.getByRole('button', { name: 'Submit' }).click();
  }
}

/** Puts the QA member's password back after a path changed it. */
async function restorePassword(ctx: Ctx, email: string) {
  const session = await loginViaApi(ctx.request, email, QA_NEW_PASSWORD);
  const response = await ctx.request.patch(`/user/${session.current_user.uid}?_format=json`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { pass: [{ existing: QA_NEW_PASSWORD, value: QA_PASSWORD }] },
  });
  if (!response.ok()) throw new Error(`password restore failed: ${response.status()} ${await response.text()}`);
}

export const formDialogDriver: UiDriver<Ctx, FormDialogScreen> = {
  ...formDialogUiPlan,
  start: async (base, model) => {
    const kind = /\((.+)\)$/.exec(model.name)![1] as Kind;
    const ctx: Ctx = { ...base, kind, gate: null, session: null, email: '', passwordChanged: false };
    if (kind === 'forgot password') {
      ctx.gate = await NetworkGate.hold(base.page, 'POST', /\/user\/lost-password\?/);
      await base.page.goto('/login');
      await expect(base.page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
      return ctx;
    }
    if (kind === 'contact us') {
      ctx.gate = await NetworkGate.hold(base.page, 'POST', /\/entity\/contact_message/);
      await base.page.goto('/');
      await expect(base.page.getByRole('contentinfo')).toBeVisible();
      return ctx;
    }
    const member = await ensureQaMember(
      base.request,
      'professional',
      kind === 'change password' ? 'qa-password' : 'qa-subscribe',
    );
    ctx.email = member.email;
    ctx.session = await loginViaApi(base.request, member.email);
    await useSessionIn(base.page, ctx.session);
    if (kind === 'change password') {
      ctx.gate = await NetworkGate.hold(base.page, 'PATCH', /\/user\/\d+\?/);
      await base.page.goto('/settings');
      await expect(base.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    } else {
      await clearSubscriptions(base.request, ctx.session);
      await base.page.goto('/appdetail/lens-planner');
      await expect(base.page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
    }
    return ctx;
  },
  acts: {
    'dialog.open': async (ctx) => {
      if (ctx.kind === 'forgot password') await ctx.page.getByRole('button', { name: 'Forgot password?' }).click();
      if (ctx.kind === 'contact us') {
        await ctx.page.getByRole('list', { name: 'Legal and information' }).getByRole('button', { name: 'Contact Us' }).click();
      }
      if (ctx.kind === 'change password') {
        await ctx.page.getByRole('region', { name: 'Security' }).getByRole('button', { name: 'Change Password' }).click();
      }
      if (ctx.kind === 'subscribe thank-you') await ctx.page.getByRole('button', { name: 'Add', exact: true }).click();
    },
    'dialog.submit': (ctx) => fillForm(ctx),
    'dialog.close': async (ctx, _event, _step, before) => {
      const target = ctx.kind === 'contact us' && before.isSuccess ? contactThanks(ctx) : dialog(ctx);
      await target.getByRole('button', { name: 'Close dialog' }).click();
    },
    'xstate.done.actor.submitDialog': async (ctx) => {
      await ctx.gate!.pass();
      if (ctx.kind === 'change password') ctx.passwordChanged = true;
    },
    'xstate.error.actor.submitDialog': (ctx, event) =>
      ctx.gate!.fail(400, { message: (event as EventObject & { error: Error }).error.message }),
  },
  see: async (ctx, screen) => {
    const shown = dialog(ctx);
    const overlay = shown.getByLabel('Loading');
    if (ctx.kind === 'subscribe thank-you') {
      await (screen.isOpen ? expect(shown).toBeVisible() : expect(shown).toBeHidden());
      if (screen.isOpen && screen.content) await expect(shown).toContainText(textOf(screen.content).slice(0, 60));
      return;
    }
    if (screen.isSuccess) {
      if (ctx.kind === 'forgot password')
        await expect(shown).toContainText('Further instructions have been sent to your email address.');
      if (ctx.kind === 'contact us') {
        await expect(contactThanks(ctx)).toBeVisible();
        await expect(shown).toBeHidden();
      }
      if (ctx.kind === 'change password') {
        await expect(shown).toBeHidden();
        await expect(ctx.page.getByRole('dialog', { name: 'Password changed' })).toBeVisible();
      }
      return;
    }
    await (screen.isOpen ? expect(shown).toBeVisible() : expect(shown).toBeHidden());
    if (ctx.kind === 'contact us') await expect(contactThanks(ctx)).toBeHidden();
    if (!screen.isOpen) return;
    await (screen.isLoading ? expect(overlay).toBeVisible() : expect(overlay).toBeHidden());
    const alert = shown.getByRole('alert');
    if (ctx.kind === 'change password' && screen.error) await expect(alert.filter({ hasText: screen.error })).toBeVisible();
    else await expect(alert).toBeHidden();
  },
  finish: async (ctx) => {
    if (ctx.passwordChanged) await restorePassword(ctx, ctx.email);
  },
  knownIssues: [],
};
