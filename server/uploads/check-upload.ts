import { badRequest } from '../errors';
import { ACTIVE_CONTENT_REFUSED, hasActiveContent } from './active-content';
import { UPLOAD_REFUSED, decodeDataUrl } from './data-url';
import { readImageSize, type ImageSize } from './image-dimensions';
import { reencodeImage } from './reencode-image';
import { EXTENSIONS, sniffFileType, type SniffedType } from './sniff-file-type';

interface CheckedUpload {
  /** What to store: for JPEG and PNG the re-encoded picture (no metadata), else the file as sent. */
  bytes: Buffer;
  /** The type found in the content (equal to the declared one). */
  type: SniffedType;
  extension: string;
  /** The name the member's file had (`;name=` of the data URL), or null; a label, never a path. */
  name: string | null;
}

type ImageType = 'image/jpeg' | 'image/png';

const PICTURE_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png'];
const ATTACHMENT_TYPES: readonly SniffedType[] = Object.keys(EXTENSIONS) as SniffedType[];
const isImage = (type: SniffedType): type is ImageType => type === 'image/jpeg' || type === 'image/png';

/**
 * A profile picture data URL: JPEG or PNG by its magic bytes, the declared type agreeing with the
 * content, at most 1,000,000 bytes, with a well-formed header of plausible dimensions. The bytes
 * returned are the picture re-encoded, without its metadata (EXIF, GPS ...).
 */
export async function checkPicture(dataUrl: string): Promise<CheckedUpload & { size: ImageSize }> {
  const upload = checkContent(dataUrl, PICTURE_TYPES);
  const type = upload.type as ImageType;
  const size = readImageSize(upload.bytes, type);
  if (!size) throw badRequest(UPLOAD_REFUSED);
  return { ...upload, bytes: await reencodeImage(upload.bytes, type), size };
}

/**
 * A support attachment data URL: JPEG, PNG, PDF, DOC, XLS, DOCX or XLSX by content, at most
 * 1,000,000 bytes. Documents with active content (macros, scripts, embedded files) are refused;
 * pictures are re-encoded without their metadata.
 */
export async function checkAttachment(dataUrl: string): Promise<CheckedUpload> {
  const upload = checkContent(dataUrl, ATTACHMENT_TYPES);
  if (isImage(upload.type)) {
    if (!readImageSize(upload.bytes, upload.type)) throw badRequest(UPLOAD_REFUSED);
    return { ...upload, bytes: await reencodeImage(upload.bytes, upload.type) };
  }
  if (hasActiveContent(upload.bytes, upload.type)) throw badRequest(ACTIVE_CONTENT_REFUSED);
  return upload;
}

function checkContent(dataUrl: string, allowed: readonly SniffedType[]): CheckedUpload {
  const { declaredType, bytes, name } = decodeDataUrl(dataUrl);
  const type = sniffFileType(bytes);
  // The content decides; a declared type that disagrees with it is refused too (a renamed file).
  if (!type || !allowed.includes(type) || type !== declaredType) throw badRequest(UPLOAD_REFUSED);
  return { bytes, type, extension: EXTENSIONS[type], name };
}
