/**
 * MP4 brands (ISO base media, spec §9's "mp4") a browser plays as video/mp4: the `ftyp` box
 * that opens the file names one of them as its major brand.
 */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'MSNV']);

/** Whether the bytes are an MP4 file by their content: a first box `ftyp` with an MP4 major brand. */
export function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 8 || boxSize > bytes.length) return false;
  return bytes.toString('latin1', 4, 8) === 'ftyp' && MP4_BRANDS.has(bytes.toString('latin1', 8, 12));
}
