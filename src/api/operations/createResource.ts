import { unwrap, type ApiClient } from '../client';
import type { EditorResource, ResourceInput } from './listEditorResources';

/** POST /api/editor/resources: adds a resource at the end of the list. */
export async function createResource(api: ApiClient, accessToken: string, body: ResourceInput): Promise<EditorResource> {
  const result = await api.POST('/api/editor/resources', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the resource.');
}
