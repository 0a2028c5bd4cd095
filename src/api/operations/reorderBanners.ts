import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorBannersKey, type EditorBanner } from './listEditorBanners';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/banner-order: the banners in a new order (`ids` lists each of them once). */
export async function reorderBanners(api: EditorApiClient, body: components['schemas']['BannerOrder']): Promise<EditorBanner[]> {
  const result = await api.PUT('/api/editor/banner-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorBanners` and the audit log load again. */
export const useReorderBanners = () => useEditorMutation(reorderBanners, [listEditorBannersKey]);
