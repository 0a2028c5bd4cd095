import { expect, test } from './support/fixtures';

// Baselines for the guest home, a link page and the not-found page; the visual-desktop and
// visual-mobile projects give the two viewports. Reduced motion (playwright.config.ts) keeps the
// carousel on its first slide; videos are paused on frame 0 before each shot.
test.describe('content pages look right', () => {
  test('guest home', async ({ homePage }) => {
    await homePage.goto();
    await homePage.seeNeedHelp();
    await expect(homePage.quickLinks.getByRole('link')).toHaveCount(2);
    await homePage.settleMedia();
    await expect(homePage.page).toHaveScreenshot('home-guest.png', { fullPage: true });
  });

  test('link page', async ({ contentPage }) => {
    await contentPage.goto('/linkdetail/terms-service');
    await contentPage.seeTitle('Terms of Service');
    await contentPage.seeFooter();
    await contentPage.settleMedia();
    await expect(contentPage.page).toHaveScreenshot('linkdetail-terms-service.png', { fullPage: true });
  });

  test('not-found page', async ({ contentPage }) => {
    await contentPage.goto('/no-such-place');
    await contentPage.seeNotFound();
    await contentPage.seeFooter();
    await contentPage.settleMedia();
    await expect(contentPage.page).toHaveScreenshot('not-found.png', { fullPage: true });
  });
});
