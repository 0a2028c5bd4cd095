import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorMidBannersKey, type MidBannerInput, type EditorMidBanner } from './listEditorMidBanners';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/mid-banners/{id}: saves every field of a mid banner (also to publish or unpublish it). */
export async function updateMidBanner(api: EditorApiClient, id: string, body: MidBannerInput): Promise<EditorMidBanner> {
  const result = await api.PUT('/api/editor/mid-banners/{id}', {
    params: { path: { id } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the mid banner.');
}

/** Saves a mid banner (also to publish or unpublish it); then `listEditorMidBanners` and the audit log load again. */
export const useUpdateMidBanner = () =>
  useEditorMutation(
    (api, { id, body }: { id: string; body: MidBannerInput }) => updateMidBanner(api, id, body),
    [listEditorMidBannersKey],
  );
