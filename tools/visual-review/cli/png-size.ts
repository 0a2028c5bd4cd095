import { closeSync, openSync, readSync } from 'node:fs';
import type { ImageSize } from '../shared/review-types';

/** Width and height from a PNG's IHDR chunk (bytes 16-23), without decoding the image. */
export function pngSize(file: string): ImageSize | undefined {
  const header = Buffer.alloc(24);
  const fd = openSync(file, 'r');
  try {
    if (readSync(fd, header, 0, 24, 0) < 24 || header.toString('ascii', 12, 16) !== 'IHDR') return undefined;
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } finally {
    closeSync(fd);
  }
}
