import { expect, type Page } from '@playwright/test';
import { LayoutPage } from './layout.page';

/** A static link page (/linkdetail/{linkName}) and the not-found view. */
export class ContentPage extends LayoutPage {
  constructor(page: Page) {
    super(page);
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  async seeTitle(title: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async seeNotFound(message = 'Page not found!') {
    await this.seeTitle(message);
    await expect(this.page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  }

  async clickBackToHome() {
    await this.page.getByRole('link', { name: 'Back to Home' }).click();
  }
}
