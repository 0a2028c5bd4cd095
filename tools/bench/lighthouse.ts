// Lighthouse mobile (its default emulation and simulated throttling), performance only, in
// Debian's Chromium launched by chrome-launcher; each URL `runs` times, per-metric medians.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './browser';
import { median } from './figures';
import { chromiumArgs } from '../shared/chromium';

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const chromeFlags = ['--headless', ...chromiumArgs];

/** One Lighthouse run; NaN for an audit without a number. `report`: a file for the whole report (JSON). */
async function runOnce(url: string, port: number, report?: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (report) writeFileSync(report, JSON.stringify(lhr, null, 1));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The pictures a page asks the browser to preload: their `href` and every `imagesrcset` candidate. */
function preloadedPictures(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link rel="preload" as="image"[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
    const href = attribute('href');
    if (href) urls.add(href);
    for (const candidate of attribute('imagesrcset')?.split(',') ?? []) urls.add(candidate.trim().split(' ')[0]!);
  }
  return [...urls].map((url) => new URL(url, base).href);
}

/**
 * Asks once for each page and the pictures it preloads: the server makes a picture's WebP variants
 * on their first request and keeps them, so this measures what every visitor after the first gets.
 */
async function warmUp(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const html = await (await fetch(url)).text();
    for (const picture of preloadedPictures(html, url)) await (await fetch(picture)).arrayBuffer();
  }
}

/**
 * Medians over `runs` runs for each URL, in order; one Chromium for all of them. With `reportDir`,
 * every run's whole report is written there (`<page>-<run>.json`, for Lighthouse's viewer).
 */
export async function lighthouseMedians(urls: readonly string[], runs: number, reportDir?: string): Promise<LighthouseFigures[]> {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  await warmUp(urls);
  const reportFile = (url: string, run: number) =>
    reportDir
      ? path.join(
          reportDir,
          `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`,
        )
      : undefined;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  try {
    const medians: LighthouseFigures[] = [];
    for (const url of urls) {
      const all: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await runOnce(url, chrome.port, reportFile(url, i)));
      medians.push({
        score: median(all.map((r) => r.score)),
        fcp: median(all.map((r) => r.fcp)),
        lcp: median(all.map((r) => r.lcp)),
        tbt: median(all.map((r) => r.tbt)),
        cls: median(all.map((r) => r.cls)),
      });
    }
    return medians;
  } finally {
    chrome.kill();
  }
}
