import { expect } from 'vitest';
import { toFormDialogView } from '../../machines/form-dialog.view';
import { describeModel } from './model-runner';
import { formDialogModel } from './models';

// The submit outcome is a model event (see tests/machines/test-model.ts); small graph, so
// simple paths run too.
describeModel(formDialogModel, {
  closed: ({ live }) => {
    const view = toFormDialogView(live as never);
    expect(view.isOpen).toBe(false);
    expect(view.error).toBeNull();
  },
  'open.submitting': ({ live }) => expect(toFormDialogView(live as never).isLoading).toBe(true),
  'open.success': ({ live, emitted }) => {
    expect(toFormDialogView(live as never).isSuccess).toBe(true);
    expect(emitted.at(-1)?.type).toBe('dialog.succeeded');
  },
});
