import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
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

/**
 * A ZIP with a central directory, as Office writes it: each entry stored or deflated. Used for
 * DOCX/XLSX with and without macros.
 */
export function officeZip(entries: Record<string, string | Buffer>, { deflate = true } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const data = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(raw) >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw) >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES_XML = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="` +
  (main.startsWith('word/')
    ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml') +
  `"/></Types>`;

/** A minimal DOCX (`word/document.xml`) or XLSX (`xl/workbook.xml`), plus any extra parts. */
export function officeDocument(
  kind: 'docx' | 'xlsx',
  extra: Record<string, string | Buffer> = {},
  contentTypes?: string,
): Buffer {
  const main = kind === 'docx' ? 'word/document.xml' : 'xl/workbook.xml';
  return officeZip({ '[Content_Types].xml': contentTypes ?? CONTENT_TYPES_XML(main), [main]: '<xml/>', ...extra });
}

/**
 * A compound file (OLE2) whose directory sector lists the given entries (128-byte records with a
 * UTF-16LE name, its length and type: 5 root, 1 storage, 2 stream), like a .doc or .xls.
 */
export function ole2Document(entries: { name: string; kind: 1 | 2 }[], tail: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  const all = [{ name: 'Root Entry', kind: 5 }, ...entries];
  const directory = Buffer.alloc(Math.ceil(all.length / 4) * 512);
  all.forEach(({ name, kind }, index) => {
    const at = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 64);
    directory[at + 66] = kind;
  });
  return Buffer.concat([header, directory, tail]);
}

/** A BIFF8 BOUNDSHEET record (sheet type 0 worksheet, 1 Excel 4 macro sheet) named `name`. */
export function boundSheetRecord(name: string, sheetType: 0 | 1): Buffer {
  const record = Buffer.alloc(12 + name.length);
  record.writeUInt16LE(0x0085, 0);
  record.writeUInt16LE(8 + name.length, 2);
  record[9] = sheetType;
  record[10] = name.length;
  record[11] = 0;
  Buffer.from(name, 'latin1').copy(record, 12);
  return record;
}

/** A PDF whose catalog opens `action` (a dictionary) when the document is opened. */
export function pdfWithOpenAction(action: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj ${action} endobj\n` +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A PDF 1.5 whose objects sit in a Flate-compressed object stream, so nothing shows in plain bytes. */
export function pdfWithObjectStream(objects: string): Buffer {
  const packed = deflateSync(Buffer.from(objects, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n3 0 obj << /Type /ObjStm /N 2 /First 8 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/**
 * A JPEG carrying an EXIF block (APP1) with a camera model and a GPS position, as a phone writes
 * it; `orientation` 6 means "rotate 90° clockwise to display".
 */
export function jpegWithExif(width = 16, height = 8, orientation = 1): Buffer {
  const plain = jpegFile(width, height);
  // TIFF header (little endian) + IFD0 with Model, Orientation and a GPS IFD pointer; GPS IFD with latitude.
  const tiff = Buffer.alloc(120);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(3, 8); // three entries
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x0110, 2, 8, 50); // Model, ASCII at offset 50
  entry(22, 0x0112, 3, 1, orientation); // Orientation, SHORT
  entry(34, 0x8825, 4, 1, 60); // GPSInfo IFD at 60
  tiff.writeUInt32LE(0, 46); // no next IFD
  tiff.write('SpyCam1\0', 50, 'latin1');
  tiff.writeUInt16LE(2, 60); // two GPS entries
  tiff.writeUInt16LE(0x0001, 62); // GPSLatitudeRef
  tiff.writeUInt16LE(2, 64);
  tiff.writeUInt32LE(2, 66);
  tiff.write('N\0', 70, 'latin1');
  tiff.writeUInt16LE(0x0002, 74); // GPSLatitude, 3 RATIONALs at 96
  tiff.writeUInt16LE(5, 76);
  tiff.writeUInt32LE(3, 78);
  tiff.writeUInt32LE(96, 82);
  tiff.writeUInt32LE(0, 86);
  [59, 1, 19, 1, 0, 1].forEach((n, i) => tiff.writeUInt32LE(n, 96 + i * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), app1, payload, plain.subarray(2)]);
}
