import type { Page } from '@playwright/test';
import { expect, test } from './member-tools.fixtures';
import { ResourceDetailPage } from './pages/resource-detail.page';

// Issue 44: a new page opens at its top (or at its anchor), Back returns to where the member was.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the page (as a wheel would) until `locator` is in view, and answers the scroll offset reached. */
async function scrollTo(page: Page, selector: string): Promise<number> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  return scrollY(page);
}

test.describe('scroll position', () => {
  test('a resource opened from "Other Resources You Might Like" opens at its top; Back returns to the card', async ({ page }) => {
    const detail = new ResourceDetailPage(page);
    await detail.goto('outcomes-registry');
    await detail.seeTitle('Refractive Outcomes Registry');
    const cards = detail.otherResources.getByRole('link');
    await expect(cards.first()).toBeVisible();
    const before = await scrollTo(page, '#other-resources-title');
    const card = cards.first();
    const title = (await card.textContent()) ?? '';
    await card.click();

    await detail.seeTitle(title);
    await expect(detail.title).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await detail.seeTitle('Refractive Outcomes Registry');
    await expect.poll(() => scrollY(page)).toBe(before);
    await expect(page.getByRole('link', { name: title })).toBeInViewport();
    // A reload keeps the place too.
    await page.reload();
    await detail.seeTitle('Refractive Outcomes Registry');
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('at 390 px a card of Home opens the resource at its top, and Back returns to the card', async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs('professional', 'scroll-home');
    await page.goto('/');
    const addable = page.getByRole('region', { name: 'Resources you can add' });
    const card = addable.getByRole('link').last();
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(200);
    const title = (await card.textContent()) ?? '';
    await card.click();

    const detail = new ResourceDetailPage(page);
    await detail.seeTitle(title);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(card).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('Settings → "Go to My Resources" lands on My Resources; Back to Settings keeps its place', async ({
    page,
    settingsPage,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs('professional', 'scroll-settings');
    await settingsPage.goto();
    // Measured once every block is in: a block filling in above would move the link (and the place Back returns to).
    await settingsPage.seeEveryBlockLoaded();
    const go = page.getByRole('link', { name: 'Go to My Resources' });
    await go.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(200);
    await go.click();

    const myResources = page.getByRole('heading', { name: 'My Resources', level: 2 });
    await expect(myResources).toBeInViewport();
    // The section's heading sits at the top of the window, under the sticky header.
    await expect.poll(async () => Math.round((await myResources.boundingBox())?.y ?? -1)).toBeLessThan(120);
    await page.goBack();
    await expect(go).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(before);
  });
});
