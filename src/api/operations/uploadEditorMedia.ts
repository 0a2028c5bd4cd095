import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { useEditorMutation } from '../use-editor-mutation';

export type UploadedMedia = components['schemas']['UploadedMedia'];

/** POST /api/editor/media: a PNG/JPG picture or an MP4 video as a data URL; answers its public path. */
export async function uploadEditorMedia(api: EditorApiClient, file: string): Promise<UploadedMedia> {
  const result = await api.POST('/api/editor/media', { body: { file } });
  return unwrap(result, 'Could not upload the file.');
}

/** Uploads a picture or video; then the audit log loads again. */
export const useUploadEditorMedia = () => useEditorMutation(uploadEditorMedia, []);
