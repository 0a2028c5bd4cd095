import { describeModel } from './model-runner';
import { formDialogModel } from '../../tools/shared/machine-paths/models';
import { formDialogOracle } from '../../tools/shared/machine-paths/oracles/form-dialog.oracle';

// The submit outcome is a model event (see test-model.ts); small graph, so simple paths run too.
describeModel(formDialogModel, formDialogOracle);
