import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorResourcesKey } from './listEditorResources';

/** DELETE /api/editor/resources/{nid}. */
export async function deleteResource(api: EditorApiClient, nid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/resources/{nid}', { params: { path: { nid } } });
  unwrap(result, 'Could not delete the resource.');
}

/** Deletes a resource; then `listEditorResources` and the audit log load again. */
export const useDeleteResource = () => useEditorMutation(deleteResource, [listEditorResourcesKey]);
