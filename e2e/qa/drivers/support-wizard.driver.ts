import { expect, type Locator } from '@playwright/test';
import type { EventObject } from 'xstate';
import { supportWizardMachine } from '../../../machines/support-wizard.machine';
import { modelEvents, supportWizardModel } from '../../../tests/machines/models';
import type { SupportWizardScreen } from '../../../tests/machines/oracles/support-wizard.oracle';
import { STEP_TITLES } from '../../pages/support.page';
import { useSessionIn } from '../../support/members';
import { NetworkGate } from '../support/network-gate';
import { ensureQaMember, loginViaApi } from '../support/qa-members';
import type { UiBase, UiDriver } from '../support/ui-paths';

/** Two resources a Healthcare Professional can ask about, with two reasons both offer (content/resources.yaml). */
const R1 = { id: '1001', title: 'Lumira Lens Planner' };
const R2 = { id: '1002', title: 'Lumira Academy' };
const REASONS = ['Login issue', 'Other'] as const;
const SUBJECT = 'Export fails';
const MESSAGE = 'It shows an error.';

const done = (output?: unknown) => ({ type: 'xstate.done.actor.submitSupportRequest', output }) as EventObject;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.submitSupportRequest', error }) as EventObject;

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
  slug: 'support-wizard',
  // The model's events with the portal's data: same order, so path ids match the Vitest model's.
  models: [
    {
      ...supportWizardModel,
      events: modelEvents(supportWizardMachine, [
        { type: 'resource.toggle', ...R1 },
        { type: 'resource.toggle', ...R2 },
        { type: 'reason.toggle', reason: REASONS[0] },
        { type: 'reason.toggle', reason: REASONS[1] },
        { type: 'form.update', subjectValid: true, messageValid: true },
        { type: 'form.update', subjectValid: true, messageValid: false },
        { type: 'form.submit', values: { subject: SUBJECT, message: MESSAGE, attachment: null } },
        { type: 'thanks.close' },
        done(),
        failed({ message: 'Could not create quote.' }),
      ]),
    },
  ],
  start: async (base) => {
    const member = await ensureQaMember(base.request, 'professional', 'qa-support');
    await useSessionIn(base.page, await loginViaApi(base.request, member.email));
    const submit = await NetworkGate.hold(base.page, 'POST', /\/entity\/contact_message/);
    await base.page.goto('/support');
    await expect(base.page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    return { ...base, submit };
  },
  events: {
    'resource.toggle': {
      how: 'click the resource chip in step 1 (blocked: the chip is not shown)',
      act: async (ctx, event, step) => {
        const { title } = event as EventObject & { title: string };
        if (step.blocked) await expect(chip(ctx, 'resource', title)).toBeHidden();
        else await chip(ctx, 'resource', title).click();
      },
    },
    'reason.toggle': {
      how: 'click the reason chip in step 2 (blocked: the chip is not shown)',
      act: async (ctx, event, step) => {
        const { reason } = event as EventObject & { reason: string };
        if (step.blocked) await expect(chip(ctx, 'reason', reason)).toBeHidden();
        else await chip(ctx, 'reason', reason).click();
      },
    },
    'form.update': {
      how: 'type the subject and comments in step 3 (an invalid message: the comments left empty)',
      act: async (ctx, event) => {
        const { subjectValid, messageValid } = event as EventObject & { subjectValid: boolean; messageValid: boolean };
        await region(ctx, 'form')
          .getByLabel('Subject')
          .fill(subjectValid ? SUBJECT : '');
        await region(ctx, 'form')
          .getByLabel('Comments')
          .fill(messageValid ? MESSAGE : '');
      },
    },
    'form.submit': {
      how: 'click Submit (blocked: Submit is disabled)',
      act: async (ctx, _event, step) => {
        if (step.blocked) await expect(submitButton(ctx)).toBeDisabled();
        else await submitButton(ctx).click();
      },
    },
    'xstate.done.actor.submitSupportRequest': {
      how: 'the held POST /entity/contact_message goes on to the server',
      act: (ctx) => ctx.submit.pass(),
    },
    'xstate.error.actor.submitSupportRequest': {
      how: "the held POST /entity/contact_message is answered 500 {message: 'Could not create quote.'}",
      act: (ctx) => ctx.submit.fail(500, { message: 'Could not create quote.' }),
    },
    'thanks.close': {
      how: "click Continue in the 'Thank you' dialog",
      act: async (ctx) => {
        await ctx.page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'Continue' }).click();
      },
    },
  },
  states: {
    resource: 'step 1 enabled with every resource chip; steps 2 and 3 disabled',
    reason:
      'only the chosen resource chip (checked); step 2 enabled with its reasons; step 3 disabled; step 2 scrolled into view',
    form: 'chosen resource and reason chips only; step 3 enabled; Submit enabled only with a subject and a message',
    submitting: 'the loading overlay over the wizard',
    thankYou: "the 'Thank you' dialog with Continue",
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
