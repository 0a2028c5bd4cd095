import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorMidBannersKey, type EditorMidBanner } from './listEditorMidBanners';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/mid-banner-order: the mid banners in a new order (`ids` lists each of them once). */
export async function reorderMidBanners(
  api: EditorApiClient,
  body: components['schemas']['ContentOrder'],
): Promise<EditorMidBanner[]> {
  const result = await api.PUT('/api/editor/mid-banner-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorMidBanners` and the audit log load again. */
export const useReorderMidBanners = () => useEditorMutation(reorderMidBanners, [listEditorMidBannersKey]);
