import { expect, type Locator, type Page } from '@playwright/test';

/** /settings. */
export class SettingsPage {
  readonly emailToggle: Locator;
  readonly congratulations: Locator;
  /** Settings → Security → Active sessions: one list item (card) per session. */
  readonly activeSessions: Locator;
  readonly sessionCards: Locator;
  readonly signOutOthersConfirm: Locator;

  constructor(readonly page: Page) {
    this.emailToggle = page.getByRole('switch', { name: 'Email Notifications' });
    this.congratulations = page.getByRole('dialog', { name: 'Congratulations' });
    this.activeSessions = page.getByRole('region', { name: 'Active sessions' });
    this.sessionCards = this.activeSessions.getByRole('listitem');
    this.signOutOthersConfirm = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
  }

  async clickSignOutAllOthers() {
    await this.activeSessions.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(this.signOutOthersConfirm).toBeVisible();
  }

  /** Every session card and its Sign out lie inside the window's width (nothing cut at 390 px). */
  async seeSessionsFitWidth() {
    const width = this.page.viewportSize()?.width ?? 0;
    for (const target of [
      ...(await this.sessionCards.all()),
      ...(await this.activeSessions.getByRole('button', { name: 'Sign out', exact: true }).all()),
    ]) {
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      expect(box, 'on screen').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
  }

  async goto() {
    await this.page.goto('/settings');
    await this.seeLoaded();
  }

  /**
   * Every block has its data: sessions, sign-in history and consents fill in on their own, and one
   * filling in above the window moves what is below (the browser keeps the visible part in place).
   */
  async seeEveryBlockLoaded() {
    await expect(this.sessionCards.first()).toBeVisible();
    await expect(this.page.getByText(/^Loading your /)).toHaveCount(0);
    await expect(this.page.getByRole('table', { name: 'Consents' })).toBeVisible();
    await expect(this.page.getByText('The resources you added appear on your home page.')).toHaveCount(0);
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
