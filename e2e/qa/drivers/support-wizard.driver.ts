import { expect, type Locator } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SupportWizardScreen } from '../../../tools/shared/machine-paths/oracles/support-wizard.oracle';
import {
  MESSAGE,
  R1,
  R2,
  REASONS,
  SUBJECT,
  supportWizardUiPlan,
} from '../../../tools/shared/machine-paths/ui-plans/support-wizard.ui-plan';
import { STEP_TITLES } from '../../pages/support.page';
import { useSessionIn } from '../../support/members';
import { NetworkGate } from '../support/network-gate';
import { ensureQaMember, loginViaApi } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

interface Ctx extends UiBase {
  submit: NetworkGate;
}

const region = (ctx: Ctx, step: keyof typeof STEP_TITLES): Locator => ctx.page.getByRole('region', { name: STEP_TITLES[step] });
/** A chip's visible label (Mantine hides the checkbox behind it). */
const chip = (ctx: Ctx, step: 'resource' | 'reason', label: string) => region(ctx, step).getByText(label, { exact: true });
const submitButton = (ctx: Ctx) => region(ctx, 'form').getByRole('button', { name: 'Submit' });

async function seeChips(ctx: Ctx, step: 'resource' | 'reason', labels: readonly string[], selected: string | null) {
  for (const label of labels) {
    const shown = selected === null || label === selected;
    await (shown ? expect(chip(ctx, step, label)).toBeVisible() : expect(chip(ctx, step, label)).toBeHidden());
  }
  if (selected !== null) await expect(region(ctx, step).getByRole('checkbox', { name: selected })).toBeChecked();
}

export const supportWizardDriver: UiDriver<Ctx, SupportWizardScreen> = {
  ...supportWizardUiPlan,
  start: async (base) => {
    const member = await ensureQaMember(base.request, 'professional', 'qa-support');
    await useSessionIn(base.page, await loginViaApi(base.request, member.email));
    const submit = await NetworkGate.hold(base.page, 'POST', /\/entity\/contact_message/);
    await base.page.goto('/support');
    await expect(base.page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    return { ...base, submit };
  },
  acts: {
    'resource.toggle': async (ctx, event, step) => {
      const { title } = event as EventObject & { title: string };
      if (step.blocked) await expect(chip(ctx, 'resource', title)).toBeHidden();
      else await chip(ctx, 'resource', title).click();
    },
    'reason.toggle': async (ctx, event, step) => {
      const { reason } = event as EventObject & { reason: string };
      if (step.blocked) await expect(chip(ctx, 'reason', reason)).toBeHidden();
      else await chip(ctx, 'reason', reason).click();
    },
    'form.update': async (ctx, event) => {
      const { subjectValid, messageValid } = event as EventObject & { subjectValid: boolean; messageValid: boolean };
      await region(ctx, 'form')
        .getByLabel('Subject')
        .fill(subjectValid ? SUBJECT : '');
      await region(ctx, 'form')
        .getByLabel('Comments')
        .fill(messageValid ? MESSAGE : '');
    },
    'form.submit': async (ctx, _event, step) => {
      if (step.blocked) await expect(submitButton(ctx)).toBeDisabled();
      else await submitButton(ctx).click();
    },
    'xstate.done.actor.submitSupportRequest': (ctx) => ctx.submit.pass(),
    'xstate.error.actor.submitSupportRequest': (ctx) => ctx.submit.fail(500, { message: 'Could not create quote.' }),
    'thanks.close': async (ctx) => {
      await ctx.page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'Continue' }).click();
    },
  },
  see: async (ctx, screen) => {
    for (const step of ['resource', 'reason', 'form'] as const) {
      const disabled = expect(region(ctx, step));
      await (screen.enabledSteps[step]
        ? disabled.not.toHaveAttribute('aria-disabled', 'true')
        : disabled.toHaveAttribute('aria-disabled', 'true'));
    }
    await seeChips(
      ctx,
      'resource',
      [R1.title, R2.title],
      [R1, R2].find((r) => r.id === screen.selectedResourceId)?.title ?? null,
    );
    if (screen.enabledSteps.reason) await seeChips(ctx, 'reason', REASONS, screen.selectedReason);
    await (screen.canSubmit ? expect(submitButton(ctx)).toBeEnabled() : expect(submitButton(ctx)).toBeDisabled());
    const overlay = ctx.page.getByLabel('Loading');
    await (screen.isSubmitting ? expect(overlay).toBeVisible() : expect(overlay).toBeHidden());
    const thanks = ctx.page.getByRole('dialog', { name: 'Thank you' });
    await (screen.showThankYou ? expect(thanks).toBeVisible() : expect(thanks).toBeHidden());
    if (!screen.showThankYou) await expect(region(ctx, screen.scrollTarget)).toBeInViewport();
  },
};
