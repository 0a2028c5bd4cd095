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

interface DecodeLimits {
  /** The most bytes the file may have (default: the members' 1,000,000). */
  maxBytes?: number;
  /** The message for a malformed or empty value (default: the spec's upload message). */
  refused?: string;
  /** The message for a file over `maxBytes` (default: `refused`). */
  tooBig?: string;
}

/**
 * Decodes one base64 data URL (one file: a value holding anything else, e.g. two URLs, is refused).
 * Refuses empty and oversized payloads, with the spec's message unless told otherwise.
 */
export function decodeDataUrl(
  value: string,
  { maxBytes = MAX_UPLOAD_BYTES, refused = UPLOAD_REFUSED, tooBig = refused }: DecodeLimits = {},
): DecodedDataUrl {
  const match = DATA_URL.exec(value);
  const base64 = match?.[3];
  if (!match || base64 === undefined || base64.length % 4 !== 0) throw badRequest(refused);
  // Cheap size check before decoding: 4 base64 characters carry 3 bytes.
  if ((base64.length / 4) * 3 - 2 > maxBytes) throw badRequest(tooBig);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest(refused);
  if (bytes.length > maxBytes) throw badRequest(tooBig);
  return { declaredType: match[1]!.toLowerCase(), bytes, name: decodeName(match[2]) };
}
