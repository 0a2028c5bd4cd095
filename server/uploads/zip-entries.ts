import { inflateRawSync } from 'node:zlib';

/** One member of a ZIP archive, as far as the upload checks need it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (the two methods Office writes). */
  method: number;
  /** Offset of the entry's local file header. */
  headerOffset: number;
  compressedSize: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const MAX_ENTRIES = 5000;

/**
 * Every entry name an archive declares: the central directory (what Office reads) and the local
 * headers (what a streaming reader sees), so an entry listed in only one of them is still found.
 * Nothing is decompressed here.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  const entries = new Map<string, ZipEntry>();
  for (const entry of [...centralDirectoryEntries(bytes), ...localHeaderEntries(bytes)]) {
    if (!entries.has(entry.name)) entries.set(entry.name, entry);
  }
  return [...entries.values()];
}

function localHeaderEntries(bytes: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let offset = 0;
  while (offset + 30 <= bytes.length && bytes.readUInt32LE(offset) === LOCAL_HEADER && entries.length < MAX_ENTRIES) {
    const flags = bytes.readUInt16LE(offset + 6);
    const method = bytes.readUInt16LE(offset + 8);
    const compressedSize = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    entries.push({
      name: bytes.toString('utf8', offset + 30, offset + 30 + nameLength),
      method,
      headerOffset: offset,
      compressedSize,
    });
    // With a data descriptor (flag bit 3) the size is unknown here; the central directory lists the rest.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return entries;
}

function centralDirectoryEntries(bytes: Buffer): ZipEntry[] {
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return [];
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < Math.min(count, MAX_ENTRIES); i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) break;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      headerOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KiB. */
function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/** An entry's content (stored or deflated), at most `maxBytes` once inflated; null when unreadable. */
export function readZipEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  const offset = entry.headerOffset;
  if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== LOCAL_HEADER) return null;
  const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
  const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
  try {
    if (entry.method === 0) return data.subarray(0, maxBytes);
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
  return null;
}
