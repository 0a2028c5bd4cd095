import type { SnapshotFrom } from 'xstate';
import {
  SUPPORT_STEPS,
  type SupportFormValues,
  type SupportResource,
  type SupportStep,
  type SupportWizardEvent,
  type supportWizardMachine,
} from './support-wizard.machine';

export interface SupportWizardView {
  /** Per step: enabled only once every earlier step has a choice. */
  enabledSteps: Record<SupportStep, boolean>;
  selectedResourceId: string | null;
  selectedReason: string | null;
  /** Step to scroll smoothly into view. */
  scrollTarget: SupportStep;
  canSubmit: boolean;
  isSubmitting: boolean;
  showThankYou: boolean;

  /** A resource chip was clicked: choose it, or deselect the chosen one (resets later steps). */
  toggleResource: (resource: SupportResource) => void;
  /** A reason chip was clicked: choose it, or deselect the chosen one. */
  toggleReason: (reason: string) => void;
  /** The request form's subject and message validity changed. */
  updateValidity: (validity: { subjectValid: boolean; messageValid: boolean }) => void;
  submit: (values: SupportFormValues) => void;
  closeThankYou: () => void;
}

export function toSupportWizardView(
  snapshot: SnapshotFrom<typeof supportWizardMachine>,
  send: (event: SupportWizardEvent) => void,
): SupportWizardView {
  const { step, selectedResource, selectedReason, scrollTarget } = snapshot.context;
  const enabledSteps = Object.fromEntries(SUPPORT_STEPS.map((name, index) => [name, index <= step])) as Record<
    SupportStep,
    boolean
  >;
  return {
    enabledSteps,
    selectedResourceId: selectedResource?.id ?? null,
    selectedReason,
    scrollTarget,
    canSubmit: snapshot.can({ type: 'form.submit', values: { subject: '', message: '' } }),
    isSubmitting: snapshot.matches('submitting'),
    showThankYou: snapshot.matches('thankYou'),

    toggleResource: ({ id, title }) => send({ type: 'resource.toggle', id, title }),
    toggleReason: (reason) => send({ type: 'reason.toggle', reason }),
    updateValidity: ({ subjectValid, messageValid }) => send({ type: 'form.update', subjectValid, messageValid }),
    submit: (values) => send({ type: 'form.submit', values }),
    closeThankYou: () => send({ type: 'thanks.close' }),
  };
}
