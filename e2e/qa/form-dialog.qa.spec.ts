import { formDialogOracle } from '../../tools/shared/machine-paths/oracles/form-dialog.oracle';
import { formDialogDriver } from './drivers/form-dialog.driver';
import { describeUiPaths } from './support/ui-paths';

// The form dialogs' generated paths in the real UI (four dialogs, one machine): e2e/qa/README.md, docs/qa.md.
describeUiPaths(formDialogDriver, formDialogOracle);
