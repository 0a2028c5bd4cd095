import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 level A and AA, as axe-core tags them. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without the extra page per run that the cross-frame
  // mode opens (the portal has no frames: hCaptcha is off in e2e); only violations carry nodes.
  // options() replaces every option, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA_TAGS)
    .setLegacyMode(true)
    .analyze();
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
  expect.soft(await axeViolations(page), `axe WCAG 2.2 AA violations on ${screen}`).toEqual([]);
}
