import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { supportWizardMachine, type SupportWizardEvent } from '../../../machines/support-wizard.machine';
import { pending } from '../../../tools/shared/machine-paths/models';
import { createMachineTestModel, type MachineModel } from '../../../tools/shared/machine-paths/test-model';
import { json, memberSession, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { supportBackend } from './support-fixtures';

/**
 * The support-wizard machine's shortest paths, replayed against the rendered SupportPage: each
 * model event becomes what a member does (click a chip, type, submit, answer the request), and
 * each model state is checked on screen. Events are limited to the key path (resource → reason →
 * form → submit → thanks) plus the outcomes that branch from it, so every path stays short.
 */
const done = (output?: unknown): EventObject => ({ type: 'xstate.done.actor.submitSupportRequest', output }) as EventObject;
const failed = (error: unknown): EventObject => ({ type: 'xstate.error.actor.submitSupportRequest', error }) as EventObject;

const wizardEvents: SupportWizardEvent[] = [
  { type: 'resource.toggle', id: '11', title: 'Lens Planner' },
  { type: 'reason.toggle', reason: 'Technical issue' },
  { type: 'form.update', subjectValid: true, messageValid: true },
  { type: 'form.update', subjectValid: true, messageValid: false },
  { type: 'form.submit', values: { subject: 'Export fails', message: 'It shows an error.' } },
  { type: 'thanks.close' },
];

const model: MachineModel = {
  name: 'supportWizard (rendered)',
  machine: supportWizardMachine.provide({ actors: { submitSupportRequest: pending() } }),
  events: [...(wizardEvents as unknown as EventObject[]), done({ status: 'ok' }), failed({ message: 'Could not create quote.' })],
};

const STEP1 = /Which resource is your question\/issue related to\?/;
const STEP2 = /Why are you contacting us\?/;
const STEP3 = /Tell us about your request/;
const step = (name: RegExp) => screen.getByRole('region', { name });

/** One rendered page whose contact-message request the model answers (done or error). */
async function startPage() {
  const user = userEvent.setup();
  const backend = supportBackend();
  let answer: ((response: Response) => void) | null = null;
  const routes = {
    ...backend.routes,
    'POST /entity/contact_message': () => new Promise<Response>((resolve) => (answer = resolve)),
  };
  renderApp({ session: memberSession, path: '/support', routes });
  await within(await screen.findByRole('region', { name: STEP1 }, { timeout: 5000 })).findByRole('checkbox', {
    name: 'Lens Planner',
  });

  const setField = async (label: RegExp, value: string) => {
    const field = within(step(STEP3)).getByLabelText(label);
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  };
  const respond = async (response: Response) => {
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(response);
    answer = null;
  };

  const events: Record<string, (step: { event: EventObject }) => Promise<void>> = {
    'resource.toggle': async ({ event }) =>
      user.click(within(step(STEP1)).getByRole('checkbox', { name: (event as unknown as { title: string }).title })),
    'reason.toggle': async ({ event }) =>
      user.click(within(step(STEP2)).getByRole('checkbox', { name: (event as unknown as { reason: string }).reason })),
    'form.update': async ({ event }) => {
      const { subjectValid, messageValid } = event as unknown as { subjectValid: boolean; messageValid: boolean };
      await setField(/Subject/, subjectValid ? 'Export fails' : '');
      await setField(/Comments/, messageValid ? 'It shows an error.' : '');
    },
    'form.submit': async () => user.click(within(step(STEP3)).getByRole('button', { name: 'Submit' })),
    'xstate.done.actor.submitSupportRequest': async () => respond(json({ id: '1', message: 'Thank you' }, 201)),
    'xstate.error.actor.submitSupportRequest': async () => respond(json({ message: 'Could not create quote.' }, 500)),
    'thanks.close': async () =>
      user.click(within(await screen.findByRole('dialog', { name: 'Thank you' })).getByRole('button', { name: 'Continue' })),
  };
  return events;
}

const isDisabled = (name: RegExp) => step(name).getAttribute('aria-disabled') === 'true';

const states = {
  resource: async () => {
    await waitFor(() => expect(isDisabled(STEP2)).toBe(true));
    expect(isDisabled(STEP3)).toBe(true);
    expect(
      within(step(STEP1))
        .getAllByRole('checkbox')
        .every((chip) => !(chip as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).toBeNull();
  },
  reason: async () => {
    await waitFor(() => expect(isDisabled(STEP2)).toBe(false));
    expect(isDisabled(STEP3)).toBe(true);
    expect(within(step(STEP1)).getAllByRole('checkbox')).toHaveLength(1);
  },
  form: async (snapshot: AnyMachineSnapshot) => {
    await waitFor(() => expect(isDisabled(STEP3)).toBe(false));
    const submit = within(step(STEP3)).getByRole('button', { name: 'Submit' });
    const canSubmit = snapshot.context.subjectValid && snapshot.context.messageValid;
    await waitFor(() => (canSubmit ? expect(submit).toBeEnabled() : expect(submit).toBeDisabled()));
    expect(within(step(STEP2)).getAllByRole('checkbox')).toHaveLength(1);
  },
  submitting: async () => {
    await waitFor(() => expect(screen.getByLabelText('Loading')).toBeInTheDocument());
  },
  thankYou: async () => {
    expect(await screen.findByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
  },
};

const paths = createMachineTestModel(model).getShortestPaths();

describe('support wizard, rendered, model-based', { timeout: 30_000 }, () => {
  it('visits every wizard state on the generated paths, thanks included', () => {
    // Paths contained in longer ones are dropped, so look at every step, not only the last.
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect([...visited].sort()).toEqual(['"form"', '"reason"', '"resource"', '"submitting"', '"thankYou"']);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const events = await startPage();
    await path.test({ events, states });
  });
});
