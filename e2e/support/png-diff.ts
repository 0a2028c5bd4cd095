import type { PNG } from 'pngjs';

export interface DiffBox {
  x: number;
  y: number;
  width: number;
  height: number;
  pixels: number;
}

/** The smallest box around the pixels that differ (same size images), or null when none do. */
export function differingBox(expected: PNG, actual: PNG): DiffBox | null {
  if (expected.width !== actual.width || expected.height !== actual.height) return null;
  let [left, top, right, bottom, pixels] = [Infinity, Infinity, -1, -1, 0];
  for (let y = 0; y < expected.height; y += 1) {
    for (let x = 0; x < expected.width; x += 1) {
      const i = (y * expected.width + x) * 4;
      const a = expected.data;
      const b = actual.data;
      if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2] && a[i + 3] === b[i + 3]) continue;
      pixels += 1;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return pixels === 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1, pixels };
}
