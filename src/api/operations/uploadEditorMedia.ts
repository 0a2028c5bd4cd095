import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type UploadedMedia = components['schemas']['UploadedMedia'];

/** POST /api/editor/media: a PNG/JPG picture or an MP4 video as a data URL; answers its public path. */
export async function uploadEditorMedia(api: ApiClient, accessToken: string, file: string): Promise<UploadedMedia> {
  const result = await api.POST('/api/editor/media', { body: { file }, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not upload the file.');
}
