import { expect, type Locator, type Page } from '@playwright/test';

/** /settings. */
export class SettingsPage {
  readonly emailToggle: Locator;
  readonly congratulations: Locator;

  constructor(readonly page: Page) {
    this.emailToggle = page.getByRole('switch', { name: 'Email Notifications' });
    this.congratulations = page.getByRole('dialog', { name: 'Congratulations' });
  }

  async goto() {
    await this.page.goto('/settings');
    await this.seeLoaded();
  }

  async seeLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(this.emailToggle).toBeVisible();
  }

  async seeEmailNotifications(on: boolean) {
    if (on) await expect(this.emailToggle).toBeChecked();
    else await expect(this.emailToggle).not.toBeChecked();
  }

  /** Flips the toggle (it saves at once) and closes the 'Congratulations' dialog that follows. */
  async setEmailNotifications(on: boolean) {
    await this.seeEmailNotifications(!on);
    // The switch's input is visually hidden behind its track; click the track like a person would.
    await this.emailToggle.click({ force: true });
    await expect(this.congratulations).toBeVisible();
    await expect(this.congratulations).toContainText('Your profile has been successfully updated.');
    await this.congratulations.getByRole('button', { name: 'Close dialog' }).click();
    await expect(this.congratulations).toBeHidden();
    await this.seeEmailNotifications(on);
  }
}
