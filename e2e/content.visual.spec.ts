import { expect, test } from './support/fixtures';
import { prepareForShots, stableShot } from './support/visual';

// Baselines for the guest home, /aboutus, a link page and the not-found page; the visual-desktop
// and visual-mobile projects give the two viewports. Reduced motion (playwright.config.ts) keeps
// the carousel on its first slide; videos rest on frame 0 (e2e/support/visual.ts).
// 'guest home' and 'not-found page' take one shot each: e2e/visual-review.e2e.spec.ts runs them.
test.beforeEach(({ page }) => prepareForShots(page));

test.describe('content pages look right', () => {
  test('guest home', async ({ page, homePage }) => {
    await homePage.goto();
    await homePage.seeNeedHelp();
    await expect(homePage.quickLinks.getByRole('link')).toHaveCount(2);
    await stableShot(page, 'home-guest.png');
  });

  test('about us', async ({ page, contentPage }) => {
    await contentPage.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await contentPage.seeFooter();
    await stableShot(page, 'aboutus.png');
  });

  test('link page', async ({ page, contentPage }) => {
    await contentPage.goto('/linkdetail/terms-service');
    await contentPage.seeTitle('Terms of Service');
    await contentPage.seeFooter();
    await stableShot(page, 'linkdetail-terms-service.png');
  });

  test('not-found page', async ({ page, contentPage }) => {
    await contentPage.goto('/no-such-place');
    await contentPage.seeNotFound();
    await contentPage.seeFooter();
    await stableShot(page, 'not-found.png');
  });
});
