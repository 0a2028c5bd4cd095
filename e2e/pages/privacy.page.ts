import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Settings → Privacy: the consents table, Download my data and the Delete my account dialog. */
export class PrivacySettings {
  readonly section: Locator;
  readonly consents: Locator;
  readonly downloadButton: Locator;
  readonly deleteDialog: Locator;
  readonly deletePassword: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Privacy' });
    this.consents = this.section.getByRole('table', { name: 'Consents' });
    this.downloadButton = this.section.getByRole('button', { name: 'Download my data' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete my account' });
    this.deletePassword = this.deleteDialog.getByLabel('Password', { exact: true });
  }

  async goto() {
    await this.page.goto('/settings');
    await expect(this.section).toBeVisible();
  }

  /** The rows of the consents table as [page, version, accepted], newest first. */
  async consentRows(): Promise<string[][]> {
    await expect(this.consents).toBeVisible();
    const rows = await this.consents.locator('tbody tr').all();
    return Promise.all(rows.map(async (row) => (await row.locator('th, td').allInnerTexts()).map((text) => text.trim())));
  }

  /** Clicks Download my data and returns the browser's download. */
  async clickDownload(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.downloadButton.click();
    return download;
  }

  async clickDeleteAccount() {
    await this.section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(this.deleteDialog).toBeVisible();
  }

  /** Fills the password and confirms in the dialog. */
  async confirmDelete(password: string) {
    await this.deletePassword.fill(password);
    await this.deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  }

  /** The server's message inside the dialog, which stays open. */
  async seeDeleteError(message: string) {
    await expect(this.deleteDialog.getByRole('alert')).toHaveText(message);
    await expect(this.deleteDialog).toBeVisible();
  }
}
