import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/banners/{uuid}. */
export async function deleteBanner(api: ApiClient, accessToken: string, uuid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/banners/{uuid}', {
    params: { path: { uuid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the banner.');
}
