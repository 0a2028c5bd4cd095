import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { supportWizardMachine, type SubmitSupportRequestInput } from '../../machines/support-wizard.machine';
import { toSupportWizardView } from '../../machines/support-wizard.view';

function startWizard(submit: (input: SubmitSupportRequestInput) => Promise<unknown> = async () => ({})) {
  const machine = supportWizardMachine.provide({
    actors: { submitSupportRequest: fromPromise<unknown, SubmitSupportRequestInput>(({ input }) => submit(input)) },
  });
  const actor = createActor(machine).start();
  return { actor, view: () => toSupportWizardView(actor.getSnapshot(), actor.send) };
}

const lensPlanner = { id: 'r1', title: 'Lens Planner' };
const values = { subject: 'Login', message: 'It fails.' };

describe('supportWizardMachine', () => {
  it('enables each step only after the earlier one, and scrolls to it', () => {
    const { view } = startWizard();
    expect(view().enabledSteps).toEqual({ resource: true, reason: false, form: false });
    view().toggleResource(lensPlanner);
    expect(view()).toMatchObject({ selectedResourceId: 'r1', scrollTarget: 'reason' });
    expect(view().enabledSteps.form).toBe(false);
    view().toggleReason('Technical issue');
    expect(view()).toMatchObject({ selectedReason: 'Technical issue', scrollTarget: 'form' });
    expect(view().enabledSteps.form).toBe(true);
  });

  it('deselecting the resource resets every later step', () => {
    const { actor, view } = startWizard();
    view().toggleResource(lensPlanner);
    view().toggleReason('Technical issue');
    view().updateValidity({ subjectValid: true, messageValid: true });
    view().toggleResource(lensPlanner);
    expect(actor.getSnapshot().value).toBe('resource');
    expect(actor.getSnapshot().context).toMatchObject({
      selectedResource: null,
      selectedReason: null,
      step: 0,
      subjectValid: false,
      messageValid: false,
    });
    expect(view().enabledSteps).toEqual({ resource: true, reason: false, form: false });
  });

  it('deselecting the reason resets the form step only; other (hidden) chips are ignored', () => {
    const { actor, view } = startWizard();
    view().toggleResource(lensPlanner);
    view().toggleReason('Technical issue');
    view().toggleResource({ id: 'r2', title: 'Surgery Videos' });
    expect(actor.getSnapshot().context.selectedResource?.id).toBe('r1');
    view().toggleReason('Technical issue');
    expect(actor.getSnapshot().value).toBe('reason');
    expect(actor.getSnapshot().context).toMatchObject({ selectedResource: { id: 'r1' }, selectedReason: null, step: 1 });
  });

  it('enables Submit only when subject and message are valid', () => {
    const { actor, view } = startWizard(() => new Promise(() => {}));
    view().toggleResource(lensPlanner);
    view().toggleReason('Other');
    view().updateValidity({ subjectValid: true, messageValid: false });
    expect(view().canSubmit).toBe(false);
    view().submit(values);
    expect(actor.getSnapshot().value).toBe('form');
    view().updateValidity({ subjectValid: true, messageValid: true });
    expect(view().canSubmit).toBe(true);
    view().submit(values);
    expect(view().isSubmitting).toBe(true);
  });

  it('shows the thank-you modal, then starts over; a failure returns to the form', async () => {
    let fail = true;
    const inputs: SubmitSupportRequestInput[] = [];
    const { actor, view } = startWizard(async (input) => {
      inputs.push(input);
      if (fail) throw new Error('Could not create quote.');
    });
    view().toggleResource(lensPlanner);
    view().toggleReason('Other');
    view().updateValidity({ subjectValid: true, messageValid: true });
    view().submit(values);
    await waitFor(actor, (s) => !s.matches('submitting'));
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toBe('Could not create quote.');

    fail = false;
    view().submit(values);
    await waitFor(actor, (s) => s.matches('thankYou'));
    expect(inputs[1]).toEqual({ resource: { id: 'r1', title: 'Lens Planner' }, reason: 'Other', values });
    view().closeThankYou();
    expect(view()).toMatchObject({ showThankYou: false, selectedResourceId: null, scrollTarget: 'resource' });
  });
});
