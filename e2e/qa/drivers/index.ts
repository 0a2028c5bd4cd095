import type { UiBase, UiDriver } from '../support/ui-paths';
import { formDialogDriver } from './form-dialog.driver';
import { idleDriver } from './idle.driver';
import { profileEditDriver } from './profile-edit.driver';
import { registrationDriver } from './registration.driver';
import { sessionDriver } from './session.driver';
import { supportWizardDriver } from './support-wizard.driver';

type AnyDriver = UiDriver<UiBase, never>;

/** Every machine with a real-UI run, by slug (scripts/qa-paths.ts lists and runs them). */
export const uiDrivers: AnyDriver[] = [
  sessionDriver,
  idleDriver,
  registrationDriver,
  formDialogDriver,
  profileEditDriver,
  supportWizardDriver,
].map((driver) => driver as unknown as AnyDriver);
