import { expect, type Page } from '@playwright/test';

/** /useractivation/... from the emailed link. */
export class ActivationPage {
  constructor(readonly page: Page) {}

  async open(link: string) {
    await this.page.goto(link);
  }

  async seeMessage(message: string | RegExp) {
    await expect(this.page.getByText(message)).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Back Home' })).toBeVisible();
  }
}
