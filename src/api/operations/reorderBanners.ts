import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorBanner } from './listEditorBanners';

/** PUT /api/editor/banner-order: the banners in a new order (`ids` lists each of them once). */
export async function reorderBanners(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['BannerOrder'],
): Promise<EditorBanner[]> {
  const result = await api.PUT('/api/editor/banner-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
