import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorMidBanner = components['schemas']['EditorMidBanner'];
export type MidBannerInput = components['schemas']['MidBannerInput'];

/** GET /api/editor/mid-banners with the editor's bearer: every mid banner, published or not, in display order. */
export async function listEditorMidBanners(api: EditorApiClient): Promise<EditorMidBanner[]> {
  const result = await api.GET('/api/editor/mid-banners');
  return unwrap(result, 'Could not fetch the mid banners.');
}

/** The key of every `listEditorMidBanners` query (a prefix: whatever changes it refreshes them all). */
export const listEditorMidBannersKey = [EDITOR_ONLY, 'listEditorMidBanners'] as const;

export function listEditorMidBannersQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorMidBannersKey,
    queryFn: () => listEditorMidBanners(api),
  });
}
