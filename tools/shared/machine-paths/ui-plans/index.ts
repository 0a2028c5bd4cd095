import { formDialogUiPlan } from './form-dialog.ui-plan';
import { idleUiPlan } from './idle.ui-plan';
import { profileEditUiPlan } from './profile-edit.ui-plan';
import { registrationUiPlan } from './registration.ui-plan';
import { sessionUiPlan } from './session.ui-plan';
import { supportWizardUiPlan } from './support-wizard.ui-plan';
import type { UiPlan } from './ui-plan';

/**
 * Every machine with a real-UI run (`e2e/qa/<slug>.qa.spec.ts` runs its driver, which spreads
 * the plan); `npm run qa:paths` lists and runs them by slug.
 */
export const uiPlans: UiPlan[] = [
  sessionUiPlan,
  idleUiPlan,
  registrationUiPlan,
  formDialogUiPlan,
  profileEditUiPlan,
  supportWizardUiPlan,
];
