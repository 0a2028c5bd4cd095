import { INTER_PROBE } from './theme';

/** The class on <html> that puts Inter's scaled local fallback into the font stack (inter-fallback.css). */
export const INTER_LATE_CLASS = 'inter-late';

/**
 * Called before the app's first render: when Inter has not arrived yet, the page draws its text in
 * local fonts scaled to Inter's widths until it has (so nothing moves when it swaps in); when it
 * has, they stay out of the font stack, where they would make every layout slower. Should Inter
 * never arrive, the scaled fallback stays.
 */
export function fallBackWhileInterLoads(
  root: HTMLElement = document.documentElement,
  fonts: FontFaceSet | undefined = document.fonts,
): void {
  if (!fonts || fonts.check(INTER_PROBE)) return;
  root.classList.add(INTER_LATE_CLASS);
  fonts.load(INTER_PROBE).then(
    (faces) => {
      if (faces.length > 0) root.classList.remove(INTER_LATE_CLASS);
    },
    () => {},
  );
}
