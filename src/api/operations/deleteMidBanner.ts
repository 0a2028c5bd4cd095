import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/mid-banners/{id}. */
export async function deleteMidBanner(api: ApiClient, accessToken: string, id: string): Promise<void> {
  const result = await api.DELETE('/api/editor/mid-banners/{id}', {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the mid banner.');
}
