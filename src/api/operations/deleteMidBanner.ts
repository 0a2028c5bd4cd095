import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorMidBannersKey } from './listEditorMidBanners';

/** DELETE /api/editor/mid-banners/{id}. */
export async function deleteMidBanner(api: EditorApiClient, id: string): Promise<void> {
  const result = await api.DELETE('/api/editor/mid-banners/{id}', { params: { path: { id } } });
  unwrap(result, 'Could not delete the mid banner.');
}

/** Deletes a mid banner; then `listEditorMidBanners` and the audit log load again. */
export const useDeleteMidBanner = () => useEditorMutation(deleteMidBanner, [listEditorMidBannersKey]);
