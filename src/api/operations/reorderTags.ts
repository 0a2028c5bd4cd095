import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorTagsKey, type EditorTag } from './listEditorTags';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/tag-order: the search tags in a new order (`ids` lists each of them once). */
export async function reorderTags(api: EditorApiClient, body: components['schemas']['ContentOrder']): Promise<EditorTag[]> {
  const result = await api.PUT('/api/editor/tag-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorTags` and the audit log load again. */
export const useReorderTags = () => useEditorMutation(reorderTags, [listEditorTagsKey]);
