import { describeModel } from './model-runner';
import { supportWizardModel } from '../../tools/shared/machine-paths/models';
import { supportWizardOracle } from '../../tools/shared/machine-paths/oracles/support-wizard.oracle';

// The submit outcome is a model event (see test-model.ts).
describeModel(supportWizardModel, supportWizardOracle);
