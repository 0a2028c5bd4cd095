// How many pixels of a changed screenshot really differ from its baseline: Playwright's message
// rounds the share to two decimals ("ratio 0.01"), so a 216-pixel change read as 1 %.
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

export interface ChangedPixels {
  changed: number;
  total: number;
}

/** Pixels whose RGBA differ at all (the comparison is exact); null when the sizes differ. */
export function countChangedPixels(baseline: PNG, actual: PNG): ChangedPixels | null {
  if (baseline.width !== actual.width || baseline.height !== actual.height) return null;
  const a = baseline.data;
  const b = actual.data;
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) changed++;
  }
  return { changed, total: baseline.width * baseline.height };
}

export function changedPixelsOfFiles(baselineFile: string, actualFile: string): ChangedPixels | null {
  return countChangedPixels(PNG.sync.read(readFileSync(baselineFile)), PNG.sync.read(readFileSync(actualFile)));
}
