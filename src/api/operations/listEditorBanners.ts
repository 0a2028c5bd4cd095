import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorBanner = components['schemas']['EditorBanner'];
export type BannerInput = components['schemas']['BannerInput'];

/** GET /api/editor/banners with the editor's bearer: every banner, published or not, in display order. */
export async function listEditorBanners(api: EditorApiClient): Promise<EditorBanner[]> {
  const result = await api.GET('/api/editor/banners');
  return unwrap(result, 'Could not fetch the banners.');
}

/** The key of every `listEditorBanners` query (a prefix: whatever changes it refreshes them all). */
export const listEditorBannersKey = [EDITOR_ONLY, 'listEditorBanners'] as const;

export function listEditorBannersQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorBannersKey,
    queryFn: () => listEditorBanners(api),
  });
}
