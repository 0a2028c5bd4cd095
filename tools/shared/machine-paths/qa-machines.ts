import {
  contentFormModel,
  formDialogModel,
  galleryScrollModel,
  idleModel,
  profileEditModel,
  registrationModels,
  sessionModel,
  supportWizardModel,
} from './models';
import { contentFormOracle } from './oracles/content-form.oracle';
import { formDialogOracle } from './oracles/form-dialog.oracle';
import { galleryScrollOracle } from './oracles/gallery-scroll.oracle';
import { idleOracle } from './oracles/idle.oracle';
import type { Oracle } from './oracles/oracle';
import { profileEditOracle } from './oracles/profile-edit.oracle';
import { registrationOracle } from './oracles/registration.oracle';
import { sessionOracle } from './oracles/session.oracle';
import { supportWizardOracle } from './oracles/support-wizard.oracle';
import type { MachineModel } from './test-model';

/** One machine as QA sees it: its models (one per input where the input changes the graph) and its oracle. */
export interface QaMachine {
  /** The file name stem and the `npm run qa:paths -- <slug>` argument, e.g. 'support-wizard'. */
  slug: string;
  models: MachineModel[];
  oracle: Oracle<never, unknown>;
}

const entry = <TState, TScreen>(slug: string, models: MachineModel[], oracle: Oracle<TState, TScreen>): QaMachine => ({
  slug,
  models,
  oracle: oracle as unknown as Oracle<never, unknown>,
});

export const qaMachines: QaMachine[] = [
  entry('session', [sessionModel], sessionOracle),
  entry('idle', [idleModel], idleOracle),
  entry('registration', registrationModels, registrationOracle),
  entry('form-dialog', [formDialogModel], formDialogOracle),
  entry('profile-edit', [profileEditModel], profileEditOracle),
  entry('support-wizard', [supportWizardModel], supportWizardOracle),
  entry('gallery-scroll', [galleryScrollModel], galleryScrollOracle),
  entry('content-form', [contentFormModel], contentFormOracle),
];
