import { expect, type Locator, type Page } from '@playwright/test';

/** The blocking "We have updated our terms" dialog (issue 13 consent versions). */
export class ConsentGate {
  readonly dialog: Locator;
  readonly acceptButton: Locator;
  readonly declineButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'We have updated our terms' });
    this.acceptButton = this.dialog.getByRole('button', { name: 'Accept', exact: true });
    this.declineButton = this.dialog.getByRole('button', { name: 'Decline and sign out' });
  }

  /** The dialog asks about `title` and shows `summary` among its changes. */
  async seeAsked(title: string, summary: string) {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(this.dialog).toContainText(summary);
  }

  link(title: string): Locator {
    return this.dialog.getByRole('link', { name: `Read ${title} (opens in a new tab)` });
  }

  async clickAccept() {
    await this.acceptButton.click();
    await expect(this.dialog).toBeHidden();
  }

  async clickDecline() {
    await this.declineButton.click();
    await expect(this.dialog).toBeHidden();
  }
}
