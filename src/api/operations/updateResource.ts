import { unwrap, type ApiClient } from '../client';
import type { EditorResource, ResourceInput } from './listEditorResources';

/** PUT /api/editor/resources/{nid}: saves every field of a resource (also to publish or unpublish it). */
export async function updateResource(
  api: ApiClient,
  accessToken: string,
  nid: string,
  body: ResourceInput,
): Promise<EditorResource> {
  const result = await api.PUT('/api/editor/resources/{nid}', {
    params: { path: { nid } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the resource.');
}
