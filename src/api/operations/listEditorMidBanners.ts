import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorMidBanner = components['schemas']['EditorMidBanner'];
export type MidBannerInput = components['schemas']['MidBannerInput'];

/** GET /api/editor/mid-banners with the editor's bearer: every mid banner, published or not, in display order. */
export async function listEditorMidBanners(api: ApiClient, accessToken: string): Promise<EditorMidBanner[]> {
  const result = await api.GET('/api/editor/mid-banners', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the mid banners.');
}

export function listEditorMidBannersQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorMidBanners', accessToken],
    queryFn: () => listEditorMidBanners(api, accessToken),
  });
}
