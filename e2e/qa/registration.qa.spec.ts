import { registrationOracle } from '../../tools/shared/machine-paths/oracles/registration.oracle';
import { registrationDriver } from './drivers/registration.driver';
import { describeUiPaths } from './support/ui-paths';

// Registration's generated paths in the real UI (no jwt, an invitation, a malformed jwt): e2e/qa/README.md, docs/qa.md.
describeUiPaths(registrationDriver, registrationOracle);
