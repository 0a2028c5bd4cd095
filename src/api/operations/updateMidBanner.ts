import { unwrap, type ApiClient } from '../client';
import type { MidBannerInput, EditorMidBanner } from './listEditorMidBanners';

/** PUT /api/editor/mid-banners/{id}: saves every field of a mid banner (also to publish or unpublish it). */
export async function updateMidBanner(
  api: ApiClient,
  accessToken: string,
  id: string,
  body: MidBannerInput,
): Promise<EditorMidBanner> {
  const result = await api.PUT('/api/editor/mid-banners/{id}', {
    params: { path: { id } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the mid banner.');
}
