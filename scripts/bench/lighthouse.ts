// Lighthouse mobile (its default emulation and simulated throttling), performance only, in
// Debian's Chromium launched by chrome-launcher; each URL `runs` times, per-metric medians.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './browser';
import { median } from './figures';
import { chromiumArgs } from '../../e2e/support/chromium';

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const chromeFlags = ['--headless', ...chromiumArgs];

/** One Lighthouse run; NaN for an audit without a number. */
async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
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

/** Medians over `runs` runs for each URL, in order; one Chromium for all of them. */
export async function lighthouseMedians(urls: readonly string[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  try {
    const medians: LighthouseFigures[] = [];
    for (const url of urls) {
      const all: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i += 1) all.push(await runOnce(url, chrome.port));
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
