import { profileEditOracle } from '../../tools/shared/machine-paths/oracles/profile-edit.oracle';
import { profileEditDriver } from './drivers/profile-edit.driver';
import { describeUiPaths } from './support/ui-paths';

// My Account's generated paths in the real UI: e2e/qa/README.md, docs/qa.md.
describeUiPaths(profileEditDriver, profileEditOracle);
