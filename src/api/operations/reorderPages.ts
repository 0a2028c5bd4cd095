import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorPagesKey, type EditorPage } from './listEditorPages';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/page-order: the landing pages in a new order (`ids` lists each of them once). */
export async function reorderPages(api: EditorApiClient, body: components['schemas']['ContentOrder']): Promise<EditorPage[]> {
  const result = await api.PUT('/api/editor/page-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorPages` and the audit log load again. */
export const useReorderPages = () => useEditorMutation(reorderPages, [listEditorPagesKey]);
