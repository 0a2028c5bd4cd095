import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type * as SupportWizardModule from '../../../machines/support-wizard.machine';
import type { SupportWizardEvent } from '../../../machines/support-wizard.machine';
import type * as RenderHelpers from '../../support/render';
import { resource, supportBackend } from '../../features/support/support-fixtures';
import { json } from '../../support/render';
import { coveringPaths } from '../../../tools/shared/machine-paths/coverage';
import { modelEvents, supportWizardModel } from '../../../tools/shared/machine-paths/models';
import { buildMutant, mutantsOf } from '../../../tools/shared/machine-paths/mutation';
import { supportWizardOracle, type SupportWizardScreen } from '../../../tools/shared/machine-paths/oracles/support-wizard.oracle';
import { generatePaths, type QaPath } from '../../../tools/shared/machine-paths/paths';

/**
 * The support wizard's generated paths (shortest and guard-blocked, a covering subset) on the rendered SupportPage:
 * each event is what a member does, and after each step the page must show what the oracle
 * (written from the spec) expects; nothing is read from the machine. The last test renders the
 * page with a broken machine (the chosen chip cannot be deselected) and shows a path failing.
 */
const RESOURCES = [
  resource('11', 'Lens Planner', 'Technical issue, Other'),
  resource('12', 'Surgical Academy', 'Technical issue, Other'),
];
const REASONS = ['Technical issue', 'Other'];
const STEPS = {
  resource: /Which resource is your question\/issue related to\?/,
  reason: /Why are you contacting us\?/,
  form: /Tell us about your request/,
} as const;

const model = {
  ...supportWizardModel,
  name: 'supportWizard (rendered)',
  events: modelEvents(supportWizardModel.machine, [
    { type: 'resource.toggle', id: '11', title: 'Lens Planner' },
    { type: 'resource.toggle', id: '12', title: 'Surgical Academy' },
    { type: 'reason.toggle', reason: REASONS[0]! },
    { type: 'reason.toggle', reason: REASONS[1]! },
    { type: 'form.update', subjectValid: true, messageValid: true },
    { type: 'form.update', subjectValid: true, messageValid: false },
    { type: 'form.submit', values: { subject: 'Export fails', message: 'It shows an error.', attachment: null } },
    { type: 'thanks.close' },
    { type: 'xstate.done.actor.submitSupportRequest', output: null } as EventObject,
    { type: 'xstate.error.actor.submitSupportRequest', error: new Error('Could not create quote.') } as EventObject,
  ]),
};
const generated = generatePaths(model);
const all = [...generated.shortest, ...generated.blocked];
// Rendering is slow: the subset of those paths that still covers every state, transition and
// guard case (the full set runs on the adapter in support-wizard.model.test.ts and in the real UI).
const paths = coveringPaths(model, all);

/** Renders /support (with the given render helpers) and returns the step actions and the screen check. */
async function startPage(helpers: typeof RenderHelpers) {
  const { renderApp, memberSession, screen, userEvent, waitFor, within } = helpers;
  const user = userEvent.setup();
  let answer: ((response: Response) => void) | null = null;
  const backend = supportBackend();
  renderApp({
    session: memberSession,
    path: '/support',
    routes: {
      ...backend.routes,
      'GET /jsonapi/protected/resource': RESOURCES,
      'POST /entity/contact_message': () => new Promise<Response>((resolve) => (answer = resolve)),
    },
  });
  const step = (name: keyof typeof STEPS) => screen.getByRole('region', { name: STEPS[name] });
  await within(await screen.findByRole('region', { name: STEPS.resource }, { timeout: 5000 })).findByRole('checkbox', {
    name: 'Lens Planner',
  });
  const chip = (name: 'resource' | 'reason', label: string) => within(step(name)).queryByRole('checkbox', { name: label });
  const respond = async (response: Response) => {
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(response);
    answer = null;
  };
  const setField = async (label: RegExp, value: string) => {
    const field = within(step('form')).getByLabelText(label);
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  };

  /** Event → how a member does it (blocked: the control is not offered). */
  const act = async (event: EventObject, blocked: boolean) => {
    const e = event as SupportWizardEvent;
    if (e.type === 'resource.toggle' || e.type === 'reason.toggle') {
      const [where, label] = e.type === 'resource.toggle' ? (['resource', e.title] as const) : (['reason', e.reason] as const);
      if (blocked) expect(chip(where, label)).toBeNull();
      else await user.click(chip(where, label)!);
    } else if (e.type === 'form.update') {
      await setField(/Subject/, e.subjectValid ? 'Export fails' : '');
      await setField(/Comments/, e.messageValid ? 'It shows an error.' : '');
    } else if (e.type === 'form.submit') {
      const submit = within(step('form')).getByRole('button', { name: 'Submit' });
      if (blocked) expect(submit).toBeDisabled();
      else await user.click(submit);
    } else if (e.type === 'thanks.close') {
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Thank you' })).getByRole('button', { name: 'Continue' }),
      );
    } else if (event.type === 'xstate.done.actor.submitSupportRequest') {
      await respond(json({ id: '1', message: 'Thank you' }, 201));
    } else if (event.type === 'xstate.error.actor.submitSupportRequest') {
      await respond(json({ message: 'Could not create quote.' }, 500));
    }
  };

  /** State → what is visible, from the oracle's screen. */
  const see = (expected: SupportWizardScreen) =>
    waitFor(() => {
      for (const name of ['resource', 'reason', 'form'] as const) {
        expect(step(name).getAttribute('aria-disabled') === 'true', `step ${name} disabled`).toBe(!expected.enabledSteps[name]);
      }
      const chosen = RESOURCES.find((item) => item.nid === expected.selectedResourceId);
      for (const item of RESOURCES) {
        const shown = !chosen || item === chosen;
        expect(Boolean(chip('resource', item.title)), `chip ${item.title} shown`).toBe(shown);
      }
      if (chosen) expect(chip('resource', chosen.title)).toBeChecked();
      if (expected.enabledSteps.reason) {
        for (const reason of REASONS) {
          expect(Boolean(chip('reason', reason)), `chip ${reason} shown`).toBe(
            expected.selectedReason === null || reason === expected.selectedReason,
          );
        }
      }
      const submit = within(step('form')).getByRole('button', { name: 'Submit' });
      expect((submit as HTMLButtonElement).disabled, 'Submit disabled').toBe(!expected.canSubmit);
      expect(Boolean(screen.queryByLabelText('Loading')), 'loading overlay').toBe(expected.isSubmitting);
      expect(Boolean(screen.queryByRole('dialog', { name: 'Thank you' })), 'thank-you dialog').toBe(expected.showThankYou);
    });
  return { act, see };
}

/** Replays a path on the page; throws at the first step whose screen differs from the oracle's. */
async function replayOnPage(helpers: typeof RenderHelpers, path: QaPath) {
  const { act, see } = await startPage(helpers);
  let outcome = supportWizardOracle.initial(undefined);
  await see(supportWizardOracle.screen(outcome.state));
  for (const [index, step] of path.steps.entries()) {
    await act(step.event, step.blocked);
    outcome = supportWizardOracle.next(outcome.state, step.event);
    try {
      await see(supportWizardOracle.screen(outcome.state));
    } catch (error) {
      throw new Error(`step ${index + 1} (${step.event.type}): ${(error as Error).message.split('\n')[0]}`, { cause: error });
    }
  }
}

describe('support wizard, rendered, against the oracle', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.doUnmock('../../../machines/support-wizard.machine');
    vi.resetModules();
  });

  it.each(paths.map((path) => [`${path.id} ${path.title}`, path] as const))('%s', async (_, path) => {
    await replayOnPage(await import('../../support/render'), path);
  });

  it('catches a machine whose chosen resource chip cannot be deselected', async () => {
    vi.resetModules();
    vi.doMock('../../../machines/support-wizard.machine', async (importOriginal) => {
      const original = await importOriginal<typeof SupportWizardModule>();
      const breaks = mutantsOf(original.supportWizardMachine).filter((mutant) =>
        ['remove supportWizard.reason on resource.toggle', 'remove supportWizard.form on resource.toggle'].includes(mutant.id),
      );
      return { ...original, supportWizardMachine: buildMutant(original.supportWizardMachine, breaks) };
    });
    const deselect = all.find(
      (path) => path.steps.length === 2 && path.steps[1]!.event.type === 'resource.toggle' && !path.steps[1]!.blocked,
    )!;
    await expect(replayOnPage(await import('../../support/render'), deselect)).rejects.toThrow(/step 2 \(resource\.toggle\)/);
  });
});
