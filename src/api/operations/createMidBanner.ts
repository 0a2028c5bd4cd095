import { unwrap, type ApiClient } from '../client';
import type { MidBannerInput, EditorMidBanner } from './listEditorMidBanners';

/** POST /api/editor/mid-banners: adds a mid banner at the end of its list. */
export async function createMidBanner(api: ApiClient, accessToken: string, body: MidBannerInput): Promise<EditorMidBanner> {
  const result = await api.POST('/api/editor/mid-banners', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the mid banner.');
}
