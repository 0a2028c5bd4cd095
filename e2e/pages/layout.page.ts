import { expect, type Locator, type Page } from '@playwright/test';

/** Header and footer, shared by every non-bare page. */
export class LayoutPage {
  readonly header: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('navigation', { name: 'Main' });
    this.footer = page.getByRole('contentinfo');
  }

  footerLink(title: string): Locator {
    return this.footer.getByRole('link', { name: title, exact: true });
  }

  async clickFooterLink(title: string) {
    await this.footerLink(title).click();
  }

  async clickLogo() {
    await this.header.getByRole('link', { name: 'The Source home' }).click();
  }

  async seeGuestActions() {
    await expect(this.header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(this.header.getByRole('link', { name: 'Register' })).toBeVisible();
  }

  async seeFooter() {
    await expect(this.footer.getByRole('button', { name: 'Contact Us' })).toBeVisible();
    await expect(this.footer).toContainText('© 2025');
  }

  /** Waits until every image on the page has loaded and every video has data, then freezes videos on frame 0. */
  async settleMedia() {
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete && (image.naturalWidth > 0 || !image.currentSrc)),
    );
    await this.page.waitForFunction(() => Array.from(document.querySelectorAll('video')).every((video) => video.readyState >= 2));
    await this.page.evaluate(async () => {
      const videos = Array.from(document.querySelectorAll('video'));
      await Promise.all(
        videos.map(
          (video) =>
            new Promise<void>((resolve) => {
              video.pause();
              if (video.currentTime === 0) return resolve();
              video.addEventListener('seeked', () => resolve(), { once: true });
              video.currentTime = 0;
            }),
        ),
      );
      await document.fonts.ready;
    });
  }
}
