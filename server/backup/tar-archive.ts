import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A gzipped ustar archive of in-memory entries: what `tar tzf` lists and `tar xzf` unpacks, so an
 * operator can look inside a backup with the usual tools. Only what backups need: regular files,
 * names of at most 100 bytes (tables/<table>.json, files/<kind>/<key>, manifest.json, secrets.json).
 */
export interface ArchiveEntry {
  name: string;
  bytes: Buffer;
}

const BLOCK = 512;

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) => block.write(value, offset, length, 'utf8');
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  field(0, 100, name);
  field(100, 8, '0000600\0');
  field(108, 8, '0000000\0');
  field(116, 8, '0000000\0');
  field(124, 12, `${size.toString(8).padStart(11, '0')}\0`);
  field(
    136,
    12,
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
  );
  field(148, 8, '        '); // the checksum counts its own field as spaces
  field(156, 1, '0');
  field(257, 6, 'ustar\0');
  field(263, 2, '00');
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  field(148, 8, `${checksum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export function packArchive(entries: ArchiveEntry[]): Buffer {
  const parts = entries.flatMap(({ name, bytes }) => [header(name, bytes.length), bytes, padding(bytes.length)]);
  return gzipSync(Buffer.concat([...parts, Buffer.alloc(BLOCK * 2)]));
}

/** The entries of an archive packArchive made; throws on anything else (a truncated or foreign file). */
export function unpackArchive(archive: Buffer): ArchiveEntry[] {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive);
  } catch {
    throw new Error('not a backup archive (not gzip, or cut short)');
  }
  const entries: ArchiveEntry[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim(), 8);
    if (!name || !Number.isFinite(size) || block.toString('ascii', 257, 262) !== 'ustar')
      throw new Error('not a backup archive (a damaged tar header)');
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new Error('not a backup archive (cut short)');
    entries.push({ name, bytes: Buffer.from(tar.subarray(start, start + size)) });
    offset = start + size + padding(size).length;
  }
  throw new Error('not a backup archive (no end marker: cut short)');
}
