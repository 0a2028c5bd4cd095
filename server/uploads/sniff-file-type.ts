/** File types recognised by their content (magic bytes), never by name or declared type. */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.ms-excel'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const EXTENSIONS: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/** What the bytes are, or null when they are none of the accepted types. */
export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, OLE2)) return sniffOle2(bytes);
  if (startsWith(bytes, ZIP)) return sniffOfficeOpenXml(bytes);
  return null;
}

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/**
 * OLE2 (Compound File) is the container of both .doc and .xls; the directory names the main
 * stream in UTF-16LE: 'WordDocument' for Word, 'Workbook' (or 'Book', Excel 5) for Excel.
 * Other OLE2 files (msi, ppt, msg ...) are refused.
 */
function sniffOle2(bytes: Buffer): SniffedType | null {
  if (bytes.includes(utf16('WordDocument'))) return 'application/msword';
  if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book\0'))) return 'application/vnd.ms-excel';
  return null;
}

/**
 * Office Open XML is a ZIP whose entries include `[Content_Types].xml` and the `word/` or `xl/`
 * part folder; any other ZIP (jar, odt, plain archives) is refused. Entry names are read from the
 * local file headers, so no decompression happens.
 */
function sniffOfficeOpenXml(bytes: Buffer): SniffedType | null {
  const names = zipEntryNames(bytes);
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.startsWith('word/')))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (names.some((name) => name.startsWith('xl/'))) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return null;
}

function zipEntryNames(bytes: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 30 <= bytes.length && bytes.readUInt32LE(offset) === 0x04034b50 && names.length < 1000) {
    const flags = bytes.readUInt16LE(offset + 6);
    const compressedSize = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    names.push(bytes.toString('utf8', offset + 30, offset + 30 + nameLength));
    // With a data descriptor (flag bit 3) the size is unknown here; the names seen so far must do.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}
