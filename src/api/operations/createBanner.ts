import { unwrap, type ApiClient } from '../client';
import type { BannerInput, EditorBanner } from './listEditorBanners';

/** POST /api/editor/banners: adds a banner at the end of its list. */
export async function createBanner(api: ApiClient, accessToken: string, body: BannerInput): Promise<EditorBanner> {
  const result = await api.POST('/api/editor/banners', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the banner.');
}
