import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core itself, run in the page (no @axe-core/playwright: its releases want Node 22.12+, the
// project runs on Node 20.19, issue 44). Evaluated through the DevTools protocol, so the portal's
// CSP, which allows no inline script, does not apply.
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** WCAG 2.2 level A and AA, as axe-core tags them. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * axe's best practices beside WCAG (issue 44): one banner landmark per page and dialog, unique
 * landmarks, headings that skip no level; the member screens keep these at zero too.
 */
export const AXE_TAGS = [...WCAG_AA_TAGS, 'best-practice'];

/** Waits until data has arrived and every finite animation (dialog and menu transitions) has ended. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe's violations on the page as it is now, one line per node: rule, impact, target, the element and why. */
export async function axeViolations(page: Page, tags: string[] = AXE_TAGS): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: tags },
    // "All content in landmarks" flags Mantine's menus and dropdowns, drawn in a portal at the end
    // of <body> and reached from their button or field (aria-controls); a landmark around passing
    // pop-ups would only add noise for screen readers (docs/decisions.md).
    rules: { region: { enabled: false } },
    resultTypes: ['violations'],
  };
  const { violations } = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
      const html = node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html;
      return `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' >> ')} ${html}: ${violation.help}. ${why}`;
    }),
  );
}

/**
 * Checks the page as it is now (after `settle`) and records every violation as a soft failure
 * named after `screen`, so one run lists the violations of every screen.
 */
export async function expectNoAxeViolations(page: Page, screen: string) {
  await settle(page);
  expect.soft(await axeViolations(page), `axe violations (WCAG 2.2 AA and best practices) on ${screen}`).toEqual([]);
}
