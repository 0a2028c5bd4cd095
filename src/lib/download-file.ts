/** How long the object URL of a download stays valid after the click (the browser reads it meanwhile). */
export const REVOKE_AFTER_MS = 1_000;

/**
 * Saves `blob` as a file named `fileName`: an object URL on a temporary `<a download>`, clicked and
 * removed at once; the URL is revoked shortly after, so the blob does not stay in memory.
 */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  doc.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** Saves `data` as an indented JSON file (`application/json`) named `fileName`. */
export function downloadJson(data: unknown, fileName: string, doc: Document = document): void {
  downloadBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), fileName, doc);
}
