import { supportWizardOracle } from '../../tools/shared/machine-paths/oracles/support-wizard.oracle';
import { supportWizardDriver } from './drivers/support-wizard.driver';
import { describeUiPaths } from './support/ui-paths';

// The support wizard's generated paths in the real UI: e2e/qa/README.md, docs/qa.md.
describeUiPaths(supportWizardDriver, supportWizardOracle);
