import { describeModel } from './model-runner';
import { supportWizardModel } from './models';
import { supportWizardOracle } from './oracles/support-wizard.oracle';

// The submit outcome is a model event (see test-model.ts).
describeModel(supportWizardModel, supportWizardOracle);
