/** Width and height read from a JPEG or PNG header, without decoding pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Upper bound per side: far above any profile picture, low enough to stop decompression bombs. */
export const MAX_IMAGE_SIDE = 8000;

/** The image's size when its header is well formed and plausible, else null. */
export function readImageSize(bytes: Buffer, type: 'image/jpeg' | 'image/png'): ImageSize | null {
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return null;
  const isPlausible = size.width >= 1 && size.height >= 1 && size.width <= MAX_IMAGE_SIDE && size.height <= MAX_IMAGE_SIDE;
  return isPlausible ? size : null;
}

/** PNG: the first chunk must be a 13-byte IHDR right after the 8-byte signature. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 33) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers that carry the dimensions (baseline, progressive, lossless ...). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walk the marker segments from SOI until a start-of-frame segment (before any scan). */
function jpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan or end before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}
