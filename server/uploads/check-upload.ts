import { badRequest } from '../errors';
import { UPLOAD_REFUSED, decodeDataUrl } from './data-url';
import { readImageSize, type ImageSize } from './image-dimensions';
import { EXTENSIONS, sniffFileType, type SniffedType } from './sniff-file-type';

export interface CheckedUpload {
  bytes: Buffer;
  /** The type found in the content (equal to the declared one). */
  type: SniffedType;
  extension: string;
}

const PICTURE_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png'];
const ATTACHMENT_TYPES: readonly SniffedType[] = Object.keys(EXTENSIONS) as SniffedType[];

/**
 * A profile picture data URL: JPEG or PNG by its magic bytes, the declared type agreeing with the
 * content, at most 1,000,000 bytes, with a well-formed header of plausible dimensions.
 */
export function checkPicture(dataUrl: string): CheckedUpload & { size: ImageSize } {
  const upload = checkContent(dataUrl, PICTURE_TYPES);
  const size = readImageSize(upload.bytes, upload.type as 'image/jpeg' | 'image/png');
  if (!size) throw badRequest(UPLOAD_REFUSED);
  return { ...upload, size };
}

/** A support attachment data URL: JPEG, PNG, PDF, DOC, XLS, DOCX or XLSX by content, at most 1,000,000 bytes. */
export function checkAttachment(dataUrl: string): CheckedUpload {
  const upload = checkContent(dataUrl, ATTACHMENT_TYPES);
  if (upload.type === 'image/jpeg' || upload.type === 'image/png') {
    if (!readImageSize(upload.bytes, upload.type)) throw badRequest(UPLOAD_REFUSED);
  }
  return upload;
}

function checkContent(dataUrl: string, allowed: readonly SniffedType[]): CheckedUpload {
  const { declaredType, bytes } = decodeDataUrl(dataUrl);
  const type = sniffFileType(bytes);
  // The content decides; a declared type that disagrees with it is refused too (a renamed file).
  if (!type || !allowed.includes(type) || type !== declaredType) throw badRequest(UPLOAD_REFUSED);
  return { bytes, type, extension: EXTENSIONS[type] };
}
