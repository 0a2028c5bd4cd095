// What a real Chromium transfers for a page's first load, as a guest on a phone-sized screen: the
// encoded (as sent, compressed) bytes of the scripts and stylesheets asked for before the page was
// drawn (its <main> has content, its first view is gone), and apart from them the scripts loaded
// on demand afterwards, until the network is idle. (Not the load event: a page with a first view
// fires it once its picture is there, before the app's code is asked for; docs/performance.md.)
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../shared/chromium';
import { FIRST_VIEW_ID } from '../../server/content/first-view';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? chromiumPath;

export interface Transferred {
  /** Encoded bytes of scripts and stylesheets asked for before the page was drawn: what it needs to be shown and used. */
  js: number;
  css: number;
  scripts: number;
  stylesheets: number;
  /** Scripts asked for after the page was drawn (on demand: the session machine at idle time, the mid banner's sanitiser). */
  laterJs: number;
  laterScripts: string[];
  /** Every script and stylesheet asked for before the page was drawn, as paths (e.g. /assets/index-abc.js). */
  files: string[];
}

interface Fetched {
  path: string;
  kind: 'js' | 'css' | 'other';
  bytes: number;
  beforeDrawn: boolean;
}

/**
 * Runs in the page before its scripts: notes when the page is first drawn (`window.__drawnAt`): its
 * <main> has content and the server's first view, if the page came with one, is gone (the page
 * has drawn the same picture). A string: a function would be sent as tsx compiled it, with helper
 * calls the page does not have.
 */
const NOTE_WHEN_DRAWN = `new MutationObserver((_, observer) => {
  const main = document.querySelector('main');
  if (!main || main.textContent.trim() === '' || document.getElementById('${FIRST_VIEW_ID}')) return;
  window.__drawnAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true, characterData: true });`;

/**
 * The page's own record (Resource Timing, same origin, so sizes are given): each file's encoded
 * body size and whether it was asked for before the page was drawn.
 */
function fetchedFiles(): Fetched[] {
  const drawnAt = (window as unknown as { __drawnAt?: number }).__drawnAt ?? Number.POSITIVE_INFINITY;
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => {
    const path = new URL(entry.name).pathname;
    const kind = entry.initiatorType === 'script' || path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other';
    return { path, kind, bytes: entry.encodedBodySize, beforeDrawn: entry.startTime < drawnAt };
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
      await page.addInitScript({ content: NOTE_WHEN_DRAWN });
      await page.goto(url, { waitUntil: 'networkidle' });
      // Rendered: the page's main landmark has content (the route's data has arrived).
      await page.waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim().length > 0, null, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      const fetched = await page.evaluate(fetchedFiles);
      const early = fetched.filter((file) => file.beforeDrawn && file.kind !== 'other');
      const later = fetched.filter((file) => !file.beforeDrawn && file.kind === 'js');
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
