import { expect, type Page } from '@playwright/test';

/** /resetpassword/... from the emailed link. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async open(link: string) {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  }

  async setPassword(password: string) {
    await this.page.getByLabel('New Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }

  async seeUpdated() {
    await expect(this.page.getByText('Your password has been updated.')).toBeVisible();
  }
}
