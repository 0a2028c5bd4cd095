import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorResourcesKey, type EditorResource } from './listEditorResources';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/resource-order: the resources in a new order (`ids` lists each nid once). */
export async function reorderResources(
  api: EditorApiClient,
  body: components['schemas']['ContentOrder'],
): Promise<EditorResource[]> {
  const result = await api.PUT('/api/editor/resource-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorResources` and the audit log load again. */
export const useReorderResources = () => useEditorMutation(reorderResources, [listEditorResourcesKey]);
