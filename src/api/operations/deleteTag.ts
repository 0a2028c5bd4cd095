import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/tags/{tid}. */
export async function deleteTag(api: ApiClient, accessToken: string, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/tags/{tid}', {
    params: { path: { tid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the search tag.');
}
