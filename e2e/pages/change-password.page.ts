import { expect, type Locator, type Page } from '@playwright/test';

/** The Change Password dialog (opened from Settings → Security) and the 'Password changed' notice after it. */
export class ChangePasswordDialog {
  readonly dialog: Locator;
  readonly oldPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submitButton: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Change Password' });
    this.oldPassword = this.dialog.getByLabel('Old Password', { exact: true });
    this.newPassword = this.dialog.getByLabel('New Password', { exact: true });
    this.confirmPassword = this.dialog.getByLabel('Confirm Password', { exact: true });
    this.submitButton = this.dialog.getByRole('button', { name: 'Submit' });
    this.notice = page.getByRole('dialog', { name: 'Password changed' });
  }

  /** On /settings: Security → Change Password. */
  async openFromSettings() {
    await this.page.getByRole('region', { name: 'Security' }).getByRole('button', { name: 'Change Password' }).click();
    await expect(this.dialog).toBeVisible();
    await expect(this.submitButton).toBeDisabled();
  }

  async fill(oldPassword: string, newPassword: string, confirmPassword = newPassword) {
    await this.oldPassword.fill(oldPassword);
    await this.newPassword.fill(newPassword);
    await this.confirmPassword.fill(confirmPassword);
  }

  async submit() {
    await expect(this.submitButton).toBeEnabled();
    await this.submitButton.click();
  }

  /** The server's message, shown inside the dialog, which stays open. */
  async seeError(message: string) {
    await expect(this.dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(this.dialog).toBeVisible();
  }

  async seeNotice() {
    await expect(this.notice).toBeVisible();
    await expect(this.notice).toContainText('Your password has been changed successfully.');
    await expect(this.notice.getByRole('button', { name: 'Done' })).toBeVisible();
  }

  async dismissNotice() {
    await this.notice.getByRole('button', { name: 'Done' }).click();
    await expect(this.notice).toBeHidden();
  }
}
