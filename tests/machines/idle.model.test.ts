import { describeModel } from './model-runner';
import { idleModel } from '../../tools/shared/machine-paths/models';
import { idleOracle } from '../../tools/shared/machine-paths/oracles/idle.oracle';

// The timeout is driven by a SimulatedClock: checked 1 ms before it is due and when it is due;
// activity comes half way through the countdown, so a countdown that does not restart fails.
describeModel(idleModel, idleOracle);
