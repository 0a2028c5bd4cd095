import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/resources/{nid}. */
export async function deleteResource(api: ApiClient, accessToken: string, nid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/resources/{nid}', {
    params: { path: { nid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the resource.');
}
