import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorBannersKey, type BannerInput, type EditorBanner } from './listEditorBanners';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/banners: adds a banner at the end of its list. */
export async function createBanner(api: EditorApiClient, body: BannerInput): Promise<EditorBanner> {
  const result = await api.POST('/api/editor/banners', { body });
  return unwrap(result, 'Could not add the banner.');
}

/** Adds a banner; then `listEditorBanners` and the audit log load again. */
export const useCreateBanner = () => useEditorMutation(createBanner, [listEditorBannersKey]);
