import { expect, type Locator, type Page } from '@playwright/test';

/** The header bell and /notificationDetails/{id}. */
export class NotificationsPage {
  readonly list: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('navigation', { name: 'Notifications' });
    this.detail = page.getByRole('article', { name: 'Notification' });
  }

  bell(unread: number): Locator {
    return this.page.getByRole('button', { name: `Notifications, ${unread} unread` });
  }

  async seeUnreadCount(unread: number) {
    await expect(this.bell(unread)).toBeVisible();
  }

  /** Opens the bell's menu and follows the notification with this subject. */
  async openFromBell(subject: string) {
    await this.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await this.page.getByRole('menuitem', { name: subject }).click();
  }

  async clickInList(subject: string) {
    await this.list.getByRole('button', { name: subject }).click();
  }

  async clickBack() {
    await this.list.getByRole('button', { name: 'Go back' }).click();
  }

  async seeDetail(subject: string, text: string) {
    await expect(this.detail.getByRole('heading', { name: subject })).toBeVisible();
    await expect(this.detail).toContainText(text);
  }

  async seeUnreadInList(subject: string, unread: boolean) {
    const item = this.list.getByRole('button', { name: subject });
    if (unread) await expect(item).toContainText('Unread:');
    else await expect(item).not.toContainText('Unread:');
  }
}
