import { expect, type Locator, type Page } from '@playwright/test';
import { LayoutPage } from './layout.page';

/** The home page (spec §2 Home), as a guest sees it. */
export class HomePage extends LayoutPage {
  readonly carousel: Locator;
  readonly quickLinks: Locator;
  readonly tags: Locator;
  readonly needHelp: Locator;

  constructor(page: Page) {
    super(page);
    this.carousel = page.getByRole('region', { name: 'Highlights' });
    this.quickLinks = page.getByRole('region', { name: 'Explore the Source' });
    this.tags = page.getByRole('region', { name: 'Popular topics' });
    this.needHelp = page.getByRole('region', { name: 'Need help?' });
  }

  async goto() {
    await this.page.goto('/');
  }

  slides(): Locator {
    return this.carousel.getByRole('group');
  }

  async seeBanners(titles: string[]) {
    await expect(this.slides()).toHaveCount(titles.length);
    for (const [index, title] of titles.entries()) {
      await expect(this.slides().nth(index)).toHaveAccessibleName(`${index + 1} of ${titles.length}: ${title}`);
    }
  }

  async seeQuickLinks(titles: string[]) {
    await expect(this.quickLinks.getByRole('link')).toHaveCount(titles.length);
    for (const title of titles) await expect(this.quickLinks.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }

  async seeTags(names: string[]) {
    for (const name of names) await expect(this.tags.getByRole('link', { name, exact: true })).toBeVisible();
  }

  async seeNeedHelp() {
    await expect(this.needHelp.getByRole('heading', { name: 'Need help?' })).toBeVisible();
    await expect(this.needHelp.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  }

  async clickIndicator(index: number) {
    await this.carousel.getByRole('tab').nth(index).click();
  }
}
