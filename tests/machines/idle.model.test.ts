import { describeModel } from './model-runner';
import { idleModel } from './models';
import { idleOracle } from './oracles/idle.oracle';

// The timeout is driven by a SimulatedClock: checked 1 ms before it is due and when it is due;
// activity comes half way through the countdown, so a countdown that does not restart fails.
describeModel(idleModel, idleOracle);
