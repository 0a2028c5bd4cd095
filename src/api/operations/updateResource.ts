import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorResourcesKey, type EditorResource, type ResourceInput } from './listEditorResources';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/resources/{nid}: saves every field of a resource (also to publish or unpublish it). */
export async function updateResource(api: EditorApiClient, nid: string, body: ResourceInput): Promise<EditorResource> {
  const result = await api.PUT('/api/editor/resources/{nid}', {
    params: { path: { nid } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the resource.');
}

/** Saves a resource (also to publish or unpublish it); then `listEditorResources` and the audit log load again. */
export const useUpdateResource = () =>
  useEditorMutation(
    (api, { nid, body }: { nid: string; body: ResourceInput }) => updateResource(api, nid, body),
    [listEditorResourcesKey],
  );
