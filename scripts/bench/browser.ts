// What a real Chromium transfers for a page's first load, as a guest on a phone-sized screen: the
// encoded (as sent, compressed) bytes of the scripts and stylesheets asked for before the page's
// load event, and apart from them the scripts loaded on demand afterwards, until the page has
// rendered and the network is idle.
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../e2e/support/chromium';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Transferred {
  /** Encoded bytes of scripts and stylesheets fetched before the page's load event: what the page needs to be interactive. */
  js: number;
  css: number;
  scripts: number;
  stylesheets: number;
  /** Scripts fetched after the load event (on demand: the session machine at idle time, the mid banner's sanitiser). */
  laterJs: number;
  laterScripts: string[];
  /** Every script and stylesheet fetched before the load event, as paths (e.g. /assets/index-abc.js). */
  files: string[];
}

interface Fetched {
  path: string;
  kind: 'js' | 'css' | 'other';
  bytes: number;
  beforeLoad: boolean;
}

/**
 * The page's own record (Resource Timing, same origin, so sizes are given): each file's encoded
 * body size and whether it was asked for before the load event.
 */
function fetchedFiles(): Fetched[] {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const loadAt = navigation?.loadEventStart || Number.POSITIVE_INFINITY;
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => {
    const path = new URL(entry.name).pathname;
    const kind = entry.initiatorType === 'script' || path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other';
    return { path, kind, bytes: entry.encodedBodySize, beforeLoad: entry.startTime < loadAt };
  });
}

export async function firstLoadBytes(urls: readonly string[]): Promise<Transferred[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const results: Transferred[] = [];
    for (const url of urls) {
      // A fresh context per page: nothing cached, no session.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // Rendered: the page's main landmark has content (the route's data has arrived).
      await page.waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim().length > 0, null, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      const fetched = await page.evaluate(fetchedFiles);
      const early = fetched.filter((file) => file.beforeLoad && file.kind !== 'other');
      const later = fetched.filter((file) => !file.beforeLoad && file.kind === 'js');
      const sum = (files: Fetched[]) => files.reduce((total, file) => total + file.bytes, 0);
      results.push({
        js: sum(early.filter((file) => file.kind === 'js')),
        css: sum(early.filter((file) => file.kind === 'css')),
        scripts: early.filter((file) => file.kind === 'js').length,
        stylesheets: early.filter((file) => file.kind === 'css').length,
        laterJs: sum(later),
        laterScripts: later.map((file) => file.path),
        files: early.map((file) => file.path),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
