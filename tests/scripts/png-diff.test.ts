import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { differingBox } from '../../e2e/support/png-diff';

function image(width: number, height: number, paint?: (x: number, y: number) => boolean): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      png.data[i] = paint?.(x, y) ? 200 : 10;
      png.data[i + 3] = 255;
    }
  return png;
}

describe('differingBox (where a screenshot differs from its baseline)', () => {
  it('is null for equal images and for images of other sizes', () => {
    expect(differingBox(image(8, 6), image(8, 6))).toBeNull();
    expect(differingBox(image(8, 6), image(6, 8))).toBeNull();
  });

  it('is the smallest box around every differing pixel, with their count', () => {
    const changed = image(20, 10, (x, y) => (x === 3 && y === 2) || (x === 11 && y === 7) || (x === 5 && y === 4));
    expect(differingBox(image(20, 10), changed)).toEqual({ x: 3, y: 2, width: 9, height: 6, pixels: 3 });
  });

  it('counts a change in transparency alone', () => {
    const faded = image(4, 4);
    faded.data[(1 * 4 + 2) * 4 + 3] = 254;
    expect(differingBox(image(4, 4), faded)).toEqual({ x: 2, y: 1, width: 1, height: 1, pixels: 1 });
  });
});
