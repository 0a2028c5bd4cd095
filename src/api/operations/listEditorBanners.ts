import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorBanner = components['schemas']['EditorBanner'];
export type BannerInput = components['schemas']['BannerInput'];

/** GET /api/editor/banners with the editor's bearer: every banner, published or not, in display order. */
export async function listEditorBanners(api: ApiClient, accessToken: string): Promise<EditorBanner[]> {
  const result = await api.GET('/api/editor/banners', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the banners.');
}

export function listEditorBannersQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorBanners', accessToken],
    queryFn: () => listEditorBanners(api, accessToken),
  });
}
