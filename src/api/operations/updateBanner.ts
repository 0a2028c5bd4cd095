import { unwrap, type ApiClient } from '../client';
import type { BannerInput, EditorBanner } from './listEditorBanners';

/** PUT /api/editor/banners/{uuid}: saves every field of a banner (also to publish or unpublish it). */
export async function updateBanner(api: ApiClient, accessToken: string, uuid: string, body: BannerInput): Promise<EditorBanner> {
  const result = await api.PUT('/api/editor/banners/{uuid}', {
    params: { path: { uuid } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the banner.');
}
