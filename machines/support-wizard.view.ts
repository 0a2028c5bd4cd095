import type { SnapshotFrom } from 'xstate';
import { SUPPORT_STEPS, type SupportStep, type supportWizardMachine } from './support-wizard.machine';

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
}

export function toSupportWizardView(snapshot: SnapshotFrom<typeof supportWizardMachine>): SupportWizardView {
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
  };
}
