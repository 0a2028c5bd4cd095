import { describeModel } from './model-runner';
import { sessionModel } from '../../tools/shared/machine-paths/models';
import { sessionOracle } from '../../tools/shared/machine-paths/oracles/session.oracle';

// Restore, login and logout outcomes are model events (see test-model.ts); expectations come
// from the spec through the oracle (oracles/session.oracle.ts).
describeModel(sessionModel, sessionOracle);
