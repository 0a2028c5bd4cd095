import type sharpType from 'sharp';
import { loadOnFirstUse } from '../load-on-first-use';
import { badRequest } from '../errors';
import { MAX_UPLOAD_BYTES, UPLOAD_REFUSED } from './data-url';
import { MAX_IMAGE_SIDE } from './image-dimensions';

const sharp = loadOnFirstUse<typeof sharpType>('sharp');

/** JPEG qualities tried in turn until the result fits the upload limit. */
const JPEG_QUALITIES = [90, 80, 70];

/**
 * Decodes a JPEG or PNG and encodes its pixels again, so nothing but the picture survives: EXIF
 * (camera, GPS position, time), XMP, IPTC, comments and PNG text chunks are gone, and so is
 * anything appended or hidden in the file (a polyglot). The EXIF orientation is applied first, so
 * the picture still looks the way the member saw it. Undecodable images are refused with the
 * spec's upload message (or `refused`); the result keeps the 1,000,000-byte limit (or `maxBytes`).
 */
export async function reencodeImage(
  bytes: Buffer,
  type: 'image/jpeg' | 'image/png',
  { maxBytes = MAX_UPLOAD_BYTES, refused = UPLOAD_REFUSED }: { maxBytes?: number; refused?: string } = {},
): Promise<Buffer> {
  try {
    const decoded = () => sharp()(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE }).rotate();
    if (type === 'image/png') {
      // Lossless first; a palette (256 colours) only when the lossless file would break the limit.
      for (const options of [{ compressionLevel: 9 }, { compressionLevel: 9, palette: true }]) {
        const png = await decoded().png(options).toBuffer();
        if (png.length <= maxBytes) return png;
      }
    } else {
      for (const quality of JPEG_QUALITIES) {
        const jpeg = await decoded().jpeg({ quality, mozjpeg: true }).toBuffer();
        if (jpeg.length <= maxBytes) return jpeg;
      }
    }
  } catch {
    // sharp could not decode it: not a real image.
  }
  throw badRequest(refused);
}
