import { describeModel } from './model-runner';
import { profileEditModel } from '../../tools/shared/machine-paths/models';
import { profileEditOracle } from '../../tools/shared/machine-paths/oracles/profile-edit.oracle';

// Load, save and reload outcomes are model events (see test-model.ts). Simple paths are not run:
// draft/validity/dirty context multiplies them beyond what is useful.
describeModel(profileEditModel, profileEditOracle, { minPaths: 10 });
