import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorPagesKey } from './listEditorPages';

/** DELETE /api/editor/pages/{id}. */
export async function deletePage(api: EditorApiClient, id: string): Promise<void> {
  const result = await api.DELETE('/api/editor/pages/{id}', { params: { path: { id } } });
  unwrap(result, 'Could not delete the page.');
}

/** Deletes a page; then `listEditorPages` and the audit log load again. */
export const useDeletePage = () => useEditorMutation(deletePage, [listEditorPagesKey]);
