import { badRequest } from '../errors';
import { decodeDataUrl } from './data-url';
import { readImageSize } from './image-dimensions';
import type { MediaExtension } from './file-storage';
import { reencodeImage } from './reencode-image';
import { sniffFileType } from './sniff-file-type';
import { isMp4 } from './sniff-video';

/** Editor pictures: at most 2,000,000 bytes, as sent and once re-encoded. */
export const MAX_EDITOR_PICTURE_BYTES = 2_000_000;
/** Editor videos (banners): at most 3,000,000 bytes, which keeps the request under the 4 MiB body limit. */
export const MAX_EDITOR_VIDEO_BYTES = 3_000_000;

export const EDITOR_MEDIA_MESSAGES = {
  wrongType: 'Please upload a PNG or JPG picture or an MP4 video.',
  pictureTooBig: 'A picture can be at most 2 MB (2,000,000 bytes).',
  videoTooBig: 'A video can be at most 3 MB (3,000,000 bytes).',
  unreadablePicture: 'This picture cannot be read. Please save it again as PNG or JPG (at most 8000 pixels a side).',
} as const;

export interface CheckedMedia {
  /** What to store: a picture re-encoded without its metadata, a video as sent. */
  bytes: Buffer;
  extension: MediaExtension;
  /** Pixel size of a picture; null for a video. */
  size: { width: number; height: number } | null;
}

/**
 * An editor's upload as a data URL: PNG, JPG or MP4 by its content (magic bytes), the declared
 * type agreeing with it, within the size limits. Pictures are decoded and re-encoded, so no
 * metadata (EXIF, GPS …) and nothing appended survives, like a member's picture.
 */
export async function checkEditorMedia(dataUrl: string): Promise<CheckedMedia> {
  const { declaredType, bytes } = decodeDataUrl(dataUrl, {
    maxBytes: MAX_EDITOR_VIDEO_BYTES,
    refused: EDITOR_MEDIA_MESSAGES.wrongType,
    tooBig: EDITOR_MEDIA_MESSAGES.videoTooBig,
  });
  if (isMp4(bytes)) {
    if (declaredType !== 'video/mp4') throw badRequest(EDITOR_MEDIA_MESSAGES.wrongType);
    return { bytes, extension: 'mp4', size: null };
  }
  const type = sniffFileType(bytes);
  if ((type !== 'image/png' && type !== 'image/jpeg') || declaredType !== type) throw badRequest(EDITOR_MEDIA_MESSAGES.wrongType);
  if (bytes.length > MAX_EDITOR_PICTURE_BYTES) throw badRequest(EDITOR_MEDIA_MESSAGES.pictureTooBig);
  const size = readImageSize(bytes, type);
  if (!size) throw badRequest(EDITOR_MEDIA_MESSAGES.unreadablePicture);
  const clean = await reencodeImage(bytes, type, {
    maxBytes: MAX_EDITOR_PICTURE_BYTES,
    refused: EDITOR_MEDIA_MESSAGES.unreadablePicture,
  });
  return { bytes: clean, extension: type === 'image/png' ? 'png' : 'jpg', size };
}
