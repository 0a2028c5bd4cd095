import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorNeedHelpKey, type EditorNeedHelp } from './listEditorNeedHelp';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/need-help-order: the need-help list in a new order (`ids` lists each entry once). */
export async function reorderNeedHelp(
  api: EditorApiClient,
  body: components['schemas']['ContentOrder'],
): Promise<EditorNeedHelp[]> {
  const result = await api.PUT('/api/editor/need-help-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorNeedHelp` and the audit log load again. */
export const useReorderNeedHelp = () => useEditorMutation(reorderNeedHelp, [listEditorNeedHelpKey]);
