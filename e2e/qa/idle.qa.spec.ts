import { idleOracle } from '../../tools/shared/machine-paths/oracles/idle.oracle';
import { idleDriver } from './drivers/idle.driver';
import { describeUiPaths } from './support/ui-paths';

// The idle logout's generated paths in the real UI, timed with page.clock: e2e/qa/README.md, docs/qa.md.
describeUiPaths(idleDriver, idleOracle);
