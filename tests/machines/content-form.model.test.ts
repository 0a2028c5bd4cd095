import { describeModel } from './model-runner';
import { contentFormModel } from '../../tools/shared/machine-paths/models';
import { contentFormOracle } from '../../tools/shared/machine-paths/oracles/content-form.oracle';

// The save's outcomes (saved, 401, 409, a field's or the form's refusal) are model events (see
// test-model.ts). Simple paths are not run: dirty/uploading/revision context multiplies them.
describeModel(contentFormModel, contentFormOracle, { minPaths: 10 });
