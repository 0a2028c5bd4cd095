import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorMidBannersKey, type MidBannerInput, type EditorMidBanner } from './listEditorMidBanners';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/mid-banners: adds a mid banner at the end of its list. */
export async function createMidBanner(api: EditorApiClient, body: MidBannerInput): Promise<EditorMidBanner> {
  const result = await api.POST('/api/editor/mid-banners', { body });
  return unwrap(result, 'Could not add the mid banner.');
}

/** Adds a mid banner; then `listEditorMidBanners` and the audit log load again. */
export const useCreateMidBanner = () => useEditorMutation(createMidBanner, [listEditorMidBannersKey]);
