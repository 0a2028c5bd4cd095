import { afterEach, describe, expect, it } from 'vitest';
import { fallBackWhileInterLoads, INTER_LATE_CLASS } from '../../src/app/font-fallback';
import { INTER_PROBE } from '../../src/app/theme';

/** A font set whose Inter is there or not, and whose load of it the test settles. */
function fontSet(loaded: boolean) {
  const asked: string[] = [];
  let settle: (faces: FontFace[] | Error) => void = () => {};
  const fonts = {
    check: (font: string) => (asked.push(`check ${font}`), loaded),
    load: (font: string) => {
      asked.push(`load ${font}`);
      return new Promise<FontFace[]>((resolve, reject) => {
        settle = (faces) => (faces instanceof Error ? reject(faces) : resolve(faces));
      });
    },
  } as unknown as FontFaceSet;
  return { fonts, asked, settle: (faces: FontFace[] | Error) => settle(faces) };
}

const root = document.documentElement;
const late = () => root.classList.contains(INTER_LATE_CLASS);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fallBackWhileInterLoads', () => {
  afterEach(() => root.classList.remove(INTER_LATE_CLASS));

  it('leaves the scaled fallback out of the stack when Inter is already there', () => {
    const { fonts, asked } = fontSet(true);
    fallBackWhileInterLoads(root, fonts);
    expect(late()).toBe(false);
    expect(asked).toEqual([`check ${INTER_PROBE}`]);
  });

  it('uses the scaled fallback while Inter loads, and takes it away once Inter is there', async () => {
    const { fonts, asked, settle } = fontSet(false);
    fallBackWhileInterLoads(root, fonts);
    expect(late()).toBe(true);
    expect(asked).toEqual([`check ${INTER_PROBE}`, `load ${INTER_PROBE}`]);
    await settled();
    expect(late()).toBe(true);
    settle([{} as FontFace]);
    await settled();
    expect(late()).toBe(false);
  });

  it('keeps the scaled fallback when Inter cannot be loaded', async () => {
    const { fonts, settle } = fontSet(false);
    fallBackWhileInterLoads(root, fonts);
    settle(new Error('NetworkError'));
    await settled();
    expect(late()).toBe(true);
  });

  it('keeps the scaled fallback when no face of Inter answers the probe', async () => {
    const { fonts, settle } = fontSet(false);
    fallBackWhileInterLoads(root, fonts);
    settle([]);
    await settled();
    expect(late()).toBe(true);
  });
});
