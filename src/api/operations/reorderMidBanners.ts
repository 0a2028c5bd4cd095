import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorMidBanner } from './listEditorMidBanners';

/** PUT /api/editor/mid-banner-order: the mid banners in a new order (`ids` lists each of them once). */
export async function reorderMidBanners(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['ContentOrder'],
): Promise<EditorMidBanner[]> {
  const result = await api.PUT('/api/editor/mid-banner-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
