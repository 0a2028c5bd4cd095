import { expect, type Locator, type Page } from '@playwright/test';
import { LayoutPage } from './layout.page';

/** Home as a member sees it: My Resources, the resources to add, the header resource manager. */
export class MemberHomePage extends LayoutPage {
  readonly myResources: Locator;
  readonly addable: Locator;
  readonly thankYou: Locator;

  constructor(page: Page) {
    super(page);
    this.myResources = page.getByRole('region', { name: 'My Resources' });
    this.addable = page.getByRole('region', { name: 'Resources you can add' });
    this.thankYou = page.getByRole('dialog', { name: 'Thank you' });
  }

  async goto() {
    await this.page.goto('/');
    await expect(this.myResources).toBeVisible();
  }

  openLink(title: string): Locator {
    return this.myResources.getByRole('link', { name: `Open ${title} (new tab)` });
  }

  pendingTile(title: string): Locator {
    return this.myResources.getByLabel(`${title} (Pending Approval)`);
  }

  async clickAdd(title: string) {
    await this.addable.getByRole('button', { name: `Add ${title}` }).click();
  }

  async closeThankYou() {
    await this.thankYou.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.thankYou).toBeHidden();
  }

  /** Exactly these resources (in any order) are offered to add. */
  async seeAddableTitles(titles: string[]) {
    await expect(this.addable.getByRole('button', { name: /^Add / })).toHaveCount(titles.length);
    expect((await this.addable.getByRole('link').allTextContents()).sort()).toEqual([...titles].sort());
  }

  async seeMyResourcesEmpty() {
    await expect(this.myResources).toContainText('You have not added any resources yet.');
  }

  async seeOpens(title: string, url: string) {
    await expect(this.openLink(title)).toHaveAttribute('href', url);
    await expect(this.openLink(title)).toHaveAttribute('target', '_blank');
  }

  async seePending(title: string) {
    const tile = this.pendingTile(title);
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(this.openLink(title)).toHaveCount(0);
    await tile.hover();
    await expect(this.page.getByRole('tooltip')).toHaveText('Pending Approval');
  }

  async openResourceManager() {
    await this.header.getByRole('button', { name: 'Resource manager' }).click();
    return this.page.getByRole('dialog', { name: 'Resource manager' });
  }
}
