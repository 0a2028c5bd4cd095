import { useEffect, useRef, useState } from 'react';
import { FIRST_VIEW_ID, firstViewGone, releaseFirstView } from './first-view-element';

/**
 * The first view the server paints for the guest home and a resource page before the scripts run
 * (server/content/first-view.ts): it lies over the page until the page has drawn the same thing.
 */
export { FIRST_VIEW_ID, releaseFirstView } from './first-view-element';

/** The longest the first view stays, whatever the page does (a gate, a slow picture). */
export const FIRST_VIEW_LIMIT_MS = 10_000;

/** Removes the server's first view when the visitor goes to another page, and after FIRST_VIEW_LIMIT_MS at the latest. */
export function useFirstViewLimits(location: string): void {
  const firstLocation = useRef(location);
  useEffect(() => {
    if (location !== firstLocation.current) releaseFirstView();
  }, [location]);
  useEffect(() => {
    const timer = setTimeout(releaseFirstView, FIRST_VIEW_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
}

/** Removes the server's first view once `ready`: for a page that will not draw the picture it showed. */
export function useReleaseFirstView(ready: boolean): void {
  useEffect(() => {
    if (ready) releaseFirstView();
  }, [ready]);
}

/**
 * False while the server's first view is on screen, true once it is gone (at once on a page without
 * one): for what waits until the page has drawn its top, such as code for below the fold.
 */
export function useFirstViewGone(): boolean {
  const [gone, setGone] = useState(() => document.getElementById(FIRST_VIEW_ID) === null);
  useEffect(() => {
    if (gone) return;
    let mounted = true;
    void firstViewGone().then(() => mounted && setGone(true));
    return () => {
      mounted = false;
    };
  }, [gone]);
  return gone;
}
