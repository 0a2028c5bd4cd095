import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/** Real, decodable files built in memory for the upload tests. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of the given size; `padTo` appends an ancillary chunk until the file has that many bytes. */
export function pngFile(width = 4, height = 3, padTo?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0;
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
  ];
  const end = pngChunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((n, p) => n + p.length, 0) + end.length;
  if (padTo && padTo > size + 12) parts.push(pngChunk('tEXt', Buffer.alloc(padTo - size - 12, 0x41)));
  return Buffer.concat([...parts, end]);
}

export function jpegFile(width = 8, height = 6): Buffer {
  const data = Buffer.alloc(width * height * 4, 0x90);
  return jpeg.encode({ data, width, height }, 80).data;
}

export function pdfFile(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
}

/** An OLE2 compound-file header with the directory entry name of a Word or Excel document. */
export function ole2File(stream: 'WordDocument' | 'Workbook' | 'PowerPoint Document'): Buffer {
  const file = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from(stream, 'utf16le').copy(file, 1024);
  return file;
}

/** A ZIP with stored entries, like an Office Open XML file (`word/` = docx, `xl/` = xlsx). */
export function zipFile(names: string[]): Buffer {
  const parts = names.map((name) => {
    const data = Buffer.from('<xml/>');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name), data]);
  });
  return Buffer.concat(parts);
}

export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
