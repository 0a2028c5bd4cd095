import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorResourcesKey, type EditorResource, type ResourceInput } from './listEditorResources';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/resources: adds a resource at the end of the list. */
export async function createResource(api: EditorApiClient, body: ResourceInput): Promise<EditorResource> {
  const result = await api.POST('/api/editor/resources', { body });
  return unwrap(result, 'Could not add the resource.');
}

/** Adds a resource; then `listEditorResources` and the audit log load again. */
export const useCreateResource = () => useEditorMutation(createResource, [listEditorResourcesKey]);
