// The entry: what the server's HTML shows (the header bar, and the first view of the guest home or
// a resource page) is drawn first, then the app's code loads and runs (src/boot.tsx). On a slow
// network the first view's picture gets the first bytes instead of sharing them with ~100 kB of
// scripts; pages without a first view have the app's files preloaded by the server
// (docs/performance.md, "The first paint").
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { firstViewPainted } from './lib/first-view-element';

/** Asks for a font file now (a `<link rel="preload">`), the same request a stylesheet's @font-face makes. */
function preloadFont(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

await firstViewPainted();
// Inter's Latin file loads beside the app's code, so it is usually there when the app first lays
// text out (found through the app's stylesheet, it arrived afterwards and swapped in).
preloadFont(interLatin);
await import('./boot');
