import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/pages/{id}. */
export async function deletePage(api: ApiClient, accessToken: string, id: string): Promise<void> {
  const result = await api.DELETE('/api/editor/pages/{id}', {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the page.');
}
