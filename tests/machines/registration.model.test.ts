import { describeModel } from './model-runner';
import { registrationModels } from '../../tools/shared/machine-paths/models';
import { registrationOracle } from '../../tools/shared/machine-paths/oracles/registration.oracle';

// One model per kind of /register link (none, well-formed, malformed); the invitation decode,
// email check and registration outcomes are model events (see test-model.ts).
for (const model of registrationModels) describeModel(model, registrationOracle);
