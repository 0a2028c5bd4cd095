import { expect, test } from './support/fixtures';

// Guest home against the real server with the seeded demo content (content/*.yaml).
test.describe('guest home', () => {
  test.beforeEach(async ({ homePage }) => {
    await homePage.goto();
  });

  test('shows the guest banners as carousel slides, the mp4 one as a muted looping video', async ({ homePage }) => {
    await homePage.seeBanners([
      'Welcome to the Source',
      'Plan every lens with confidence',
      'Clarity in motion',
      'Learn with the surgical community',
    ]);
    const video = homePage.slides().nth(2).locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(homePage.carousel.getByRole('button', { name: /previous|next/i })).toHaveCount(0);
  });

  test('moves between banners with the indicators', async ({ homePage, page }) => {
    await homePage.clickIndicator(1);
    await expect(homePage.carousel.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await homePage.slides().nth(1).getByRole('link', { name: 'Discover Lens Planner' }).click();
    await expect(page).toHaveURL(/\/appdetail\/lens-planner$/);
  });

  test('shows the first two quick-link cards, linking to their resources', async ({ homePage }) => {
    await homePage.seeQuickLinks(['Lumira Lens Planner', 'Lumira Academy']);
    await expect(homePage.quickLinks.getByRole('link', { name: /Lens Planner/ })).toHaveAttribute(
      'href',
      '/appdetail/lens-planner',
    );
  });

  test('shows the mid banner, the search tags and the Need help? block', async ({ homePage, page }) => {
    await expect(page.getByRole('heading', { name: 'One login for every Lumira tool' })).toBeVisible();
    await homePage.seeTags(['Cataract surgery', 'Toric IOL', 'Refractive outcomes']);
    await expect(homePage.tags.getByRole('link', { name: 'Toric IOL' })).toHaveAttribute('href', '/resourcedetail/202');
    await homePage.seeNeedHelp();
  });

  test('header offers Login and Register; the footer links open their pages', async ({ homePage, contentPage, page }) => {
    await homePage.seeGuestActions();
    await homePage.seeFooter();
    await homePage.clickFooterLink('Terms of Service');
    await expect(page).toHaveURL(/\/linkdetail\/terms-service$/);
    await contentPage.seeTitle('Terms of Service');
    await contentPage.clickFooterLink('Privacy Statement');
    await contentPage.seeTitle('Privacy Statement');
    await contentPage.clickLogo();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, then the logo', async ({ homePage, page }) => {
    await homePage.goto();
    await homePage.seeNeedHelp();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'The Source home' })).toBeFocused();
  });
});

test.describe('not found', () => {
  test('an unknown path shows "Page not found!" with a way home', async ({ contentPage, page }) => {
    await contentPage.goto('/no-such-place');
    await contentPage.seeNotFound();
    await contentPage.clickBackToHome();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a link page with an unknown alias shows the not-found view', async ({ contentPage }) => {
    await contentPage.goto('/linkdetail/no-such-page');
    await contentPage.seeNotFound();
  });
});
