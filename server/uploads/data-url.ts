import { badRequest } from '../errors';

/** The one message spec §5/§8 shows for any refused picture or attachment. */
export const UPLOAD_REFUSED = 'Please choose an image lesser than 1Mb to upload.';
/** Spec §9: picture and attachment max 1,000,000 bytes (decoded). */
export const MAX_UPLOAD_BYTES = 1_000_000;

interface DecodedDataUrl {
  /** The media type the client declared; never trusted on its own (see sniff-file-type.ts). */
  declaredType: string;
  bytes: Buffer;
  /** The file's original name from a `;name=` parameter (percent-decoded), or null; only a label. */
  name: string | null;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)(?:;name=([A-Za-z0-9%._~-]{1,1000}))?;base64,([A-Za-z0-9+/]*={0,2})$/i;

function decodeName(encoded: string | undefined): string | null {
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Decodes one base64 data URL (one file: a value holding anything else, e.g. two URLs, is refused).
 * Refuses empty and oversized payloads with the spec's message.
 */
export function decodeDataUrl(value: string): DecodedDataUrl {
  const match = DATA_URL.exec(value);
  const base64 = match?.[3];
  if (!match || base64 === undefined || base64.length % 4 !== 0) throw badRequest(UPLOAD_REFUSED);
  // Cheap size check before decoding: 4 base64 characters carry 3 bytes.
  if ((base64.length / 4) * 3 - 2 > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_REFUSED);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_REFUSED);
  return { declaredType: match[1]!.toLowerCase(), bytes, name: decodeName(match[2]) };
}
