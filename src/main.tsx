// The entry: what the server's HTML shows (the header bar, and the first view of the guest home or
// a resource page) is drawn first, then the app's code loads and runs (src/boot.tsx). On a slow
// network the first view's picture gets the first bytes instead of sharing them with ~100 kB of
// scripts; pages without a first view have the app's files preloaded by the server
// (docs/performance.md, "The first paint").
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { firstViewPainted, preloadFont } from './lib/first-view-element';

await firstViewPainted();
// Inter's Latin file loads beside the app's code, so it is there when the app first draws text
// (found through the app's stylesheet, it came after, and every line was laid out twice).
preloadFont(interLatin);
await import('./boot');
