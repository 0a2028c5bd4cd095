import { sessionOracle } from '../../tools/shared/machine-paths/oracles/session.oracle';
import { sessionDriver } from './drivers/session.driver';
import { describeUiPaths } from './support/ui-paths';

// The session's generated paths in the real UI: e2e/qa/README.md, docs/qa.md.
describeUiPaths(sessionDriver, sessionOracle);
