import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorBannersKey } from './listEditorBanners';

/** DELETE /api/editor/banners/{uuid}. */
export async function deleteBanner(api: EditorApiClient, uuid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/banners/{uuid}', { params: { path: { uuid } } });
  unwrap(result, 'Could not delete the banner.');
}

/** Deletes a banner; then `listEditorBanners` and the audit log load again. */
export const useDeleteBanner = () => useEditorMutation(deleteBanner, [listEditorBannersKey]);
