import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorBannersKey, type BannerInput, type EditorBanner } from './listEditorBanners';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/banners/{uuid}: saves every field of a banner (also to publish or unpublish it). */
export async function updateBanner(api: EditorApiClient, uuid: string, body: BannerInput): Promise<EditorBanner> {
  const result = await api.PUT('/api/editor/banners/{uuid}', {
    params: { path: { uuid } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the banner.');
}

/** Saves a banner (also to publish or unpublish it); then `listEditorBanners` and the audit log load again. */
export const useUpdateBanner = () =>
  useEditorMutation(
    (api, { uuid, body }: { uuid: string; body: BannerInput }) => updateBanner(api, uuid, body),
    [listEditorBannersKey],
  );
