import { expect } from 'vitest';
import { toSupportWizardView } from '../../machines/support-wizard.view';
import { describeModel } from './model-runner';
import { supportWizardModel } from './models';

// The submit outcome is a model event (see tests/machines/test-model.ts).
describeModel(supportWizardModel, {
  resource: ({ live }) => {
    const view = toSupportWizardView(live as never);
    expect(view.enabledSteps).toEqual({ resource: true, reason: false, form: false });
    expect(view.selectedResourceId).toBeNull();
  },
  reason: ({ live }) => {
    const view = toSupportWizardView(live as never);
    expect(view.enabledSteps).toEqual({ resource: true, reason: true, form: false });
    expect(view.selectedReason).toBeNull();
  },
  form: ({ live }) => {
    const view = toSupportWizardView(live as never);
    expect(view.enabledSteps.form).toBe(true);
    expect(view.canSubmit).toBe(live.context.subjectValid && live.context.messageValid);
  },
  thankYou: ({ live }) => expect(toSupportWizardView(live as never).showThankYou).toBe(true),
});
