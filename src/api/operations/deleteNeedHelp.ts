import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorNeedHelpKey } from './listEditorNeedHelp';

/** DELETE /api/editor/need-help/{tid}. */
export async function deleteNeedHelp(api: EditorApiClient, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/need-help/{tid}', { params: { path: { tid } } });
  unwrap(result, 'Could not delete the need-help entry.');
}

/** Deletes a need-help entry; then `listEditorNeedHelp` and the audit log load again. */
export const useDeleteNeedHelp = () => useEditorMutation(deleteNeedHelp, [listEditorNeedHelpKey]);
