import { inflateSync } from 'node:zlib';
import type { SniffedType } from './sniff-file-type';
import { readZipEntry, zipEntries } from './zip-entries';

/** Shown when an attachment carries something that runs or unpacks when opened. */
export const ACTIVE_CONTENT_REFUSED =
  'Files with macros, scripts or embedded files cannot be attached. Please attach a plain copy of the document.';

/** Decompressed bytes a check may look at in one file (the files themselves are at most 1 MB). */
const INFLATE_BUDGET = 16 * 1024 * 1024;

/**
 * Whether a document would run code or drop files when opened: PDF actions and attachments,
 * Office macros (VBA projects, Excel 4 macro sheets), ActiveX controls and OLE packages.
 * Images carry none (they are re-encoded anyway). Unreadable structure counts as active: a file
 * we cannot inspect is not forwarded to the support inbox.
 */
export function hasActiveContent(bytes: Buffer, type: SniffedType): boolean {
  switch (type) {
    case 'application/pdf':
      return pdfHasActiveContent(bytes);
    case 'application/msword':
    case 'application/vnd.ms-excel':
      return ole2HasMacros(bytes);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return officeOpenXmlHasActiveContent(bytes);
    default:
      return false;
  }
}

// ---------- PDF ----------

/**
 * PDF names that start code, other programs or embedded files: JavaScript (/JavaScript, /JS),
 * launching and remote actions, form submission/import, attachments, Flash/3D and XFA forms. The
 * document-open action itself (/OpenAction) is common and harmless alone (it usually just sets the
 * view); it only matters with one of these. /Encrypt hides object streams from the check.
 */
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'Encrypt',
]);

function pdfHasActiveContent(bytes: Buffer): boolean {
  if (hasActivePdfName(bytes.toString('latin1'))) return true;
  // Since PDF 1.5 dictionaries may sit inside compressed object streams: look inside every Flate stream.
  let budget = INFLATE_BUDGET;
  for (const stream of flateStreams(bytes)) {
    try {
      const inflated = inflateSync(stream, { maxOutputLength: budget });
      budget -= inflated.length;
      if (hasActivePdfName(inflated.toString('latin1'))) return true;
    } catch (error) {
      // A stream bigger than the budget cannot be checked; other undecodable streams are not Flate data.
      if (error instanceof RangeError) return true;
    }
    if (budget <= 0) return true;
  }
  return false;
}

/** Names are `/Name` up to a delimiter; `#xx` escapes spell any byte (`/J#61vaScript` is /JavaScript). */
function hasActivePdfName(text: string): boolean {
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]+)/g)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (ACTIVE_PDF_NAMES.has(name)) return true;
  }
  return false;
}

function* flateStreams(bytes: Buffer): Generator<Buffer> {
  let from = 0;
  for (;;) {
    const start = bytes.indexOf('stream', from, 'latin1');
    if (start < 0) return;
    let dataStart = start + 'stream'.length;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) return;
    // Zlib data starts with 0x78; anything else is another filter (or not a stream keyword at all).
    if (bytes[dataStart] === 0x78) yield bytes.subarray(dataStart, end);
    from = end + 'endstream'.length;
  }
}

// ---------- legacy Word / Excel (OLE2 compound files) ----------

/** Storages and streams of a VBA project, Word's macro storage, embedded objects and OLE packages. */
const ACTIVE_OLE2_ENTRIES = new Set(['vba', '_vba_project', '_vba_project_cur', 'macros', 'objectpool', '\u0001ole10native']);

/**
 * Directory entries of a compound file are 128-byte records on 128-byte boundaries, with a
 * UTF-16LE name, its byte length (at 64) and the entry type (at 66: 1 storage, 2 stream, 5 root).
 * Reading every such record finds the names without following the sector chains. Names compare
 * case-insensitively, as Office looks them up.
 */
function ole2EntryNames(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 512; offset + 128 <= bytes.length; offset += 128) {
    const nameBytes = bytes.readUInt16LE(offset + 64);
    const kind = bytes[offset + 66];
    if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0 || (kind !== 1 && kind !== 2 && kind !== 5)) continue;
    if (bytes.readUInt16LE(offset + nameBytes - 2) !== 0) continue;
    names.push(bytes.toString('utf16le', offset, offset + nameBytes - 2));
  }
  return names;
}

function ole2HasMacros(bytes: Buffer): boolean {
  if (ole2EntryNames(bytes).some((name) => ACTIVE_OLE2_ENTRIES.has(name.toLowerCase()))) return true;
  return hasExcelMacroSheet(bytes);
}

/**
 * Excel 4 (XLM) macro sheets and old VB modules live in the Workbook stream, not in a VBA storage:
 * a BOUNDSHEET record (0x0085) whose sheet type is 1 (macro sheet) or 6 (VB module). The record's
 * length must agree with the sheet name it carries, so stray bytes do not match.
 */
function hasExcelMacroSheet(bytes: Buffer): boolean {
  const marker = Buffer.from([0x85, 0x00]);
  for (let offset = bytes.indexOf(marker); offset >= 0; offset = bytes.indexOf(marker, offset + 1)) {
    if (offset + 12 > bytes.length) return false;
    const length = bytes.readUInt16LE(offset + 2);
    const sheetType = bytes[offset + 9];
    const nameLength = bytes[offset + 10]!;
    const isWide = (bytes[offset + 11]! & 0x01) === 1;
    const isConsistent = nameLength > 0 && length === 8 + nameLength * (isWide ? 2 : 1);
    if (isConsistent && (sheetType === 1 || sheetType === 6)) return true;
  }
  return false;
}

// ---------- Word / Excel 2007+ (Office Open XML) ----------

/** Parts that hold macros, ActiveX controls, macro sheets or OLE packages. */
const ACTIVE_OOXML_PART =
  /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\/|^xl\/macrosheets\/|^xl\/dialogsheets\/|(^|\/)embeddings\/oleObject[^/]*\.bin$/i;
/** Content types of macro-enabled documents and of VBA, ActiveX and macro-sheet parts. */
const ACTIVE_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX|macrosheet|oleObject/i;

function officeOpenXmlHasActiveContent(bytes: Buffer): boolean {
  const entries = zipEntries(bytes);
  if (entries.some((entry) => ACTIVE_OOXML_PART.test(entry.name))) return true;
  const contentTypes = entries.find((entry) => entry.name === '[Content_Types].xml');
  const xml = contentTypes ? readZipEntry(bytes, contentTypes, INFLATE_BUDGET) : null;
  if (!xml) return true;
  return ACTIVE_CONTENT_TYPE.test(xml.toString('utf8'));
}
