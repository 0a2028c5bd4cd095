import { expect, type Locator, type Page } from '@playwright/test';
import { LayoutPage } from './layout.page';

/** /appdetail/{slug} and /resourcedetail/{id}. */
export class ResourceDetailPage extends LayoutPage {
  readonly title: Locator;
  readonly gallery: Locator;
  readonly otherResources: Locator;
  readonly thankYou: Locator;

  constructor(page: Page) {
    super(page);
    this.title = page.getByRole('heading', { level: 1 });
    this.gallery = page.getByRole('region', { name: / gallery$/ });
    this.otherResources = page.getByRole('region', { name: 'Other Resources You Might Like' });
    this.thankYou = page.getByRole('dialog', { name: 'Thank you' });
  }

  async goto(slug: string) {
    await this.page.goto(`/appdetail/${slug}`);
  }

  async gotoRelated(id: string) {
    await this.page.goto(`/resourcedetail/${id}`);
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async seeTitle(title: string) {
    await expect(this.title).toHaveText(title);
  }

  async seeRegisterToJoin() {
    await expect(this.page.getByRole('link', { name: 'Register to join the Source' })).toHaveAttribute('href', '/register');
    await expect(this.button('Add')).toHaveCount(0);
  }

  async seeVisit(url: string) {
    const visit = this.page.getByRole('link', { name: 'Visit' });
    await expect(visit).toHaveAttribute('href', url);
    await expect(visit).toHaveAttribute('target', '_blank');
  }

  async clickAdd() {
    await this.button('Add').click();
  }

  async clickRemove() {
    await this.button('Remove').click();
  }

  /** The Related Resources grid shows exactly these titles (in any order). */
  async seeRelatedGrid(titles: string[]) {
    const links = this.page.getByRole('region', { name: 'Related Resources' }).getByRole('link');
    await expect(links).toHaveCount(titles.length);
    expect((await links.allTextContents()).sort()).toEqual([...titles].sort());
  }

  async seeNoResults() {
    await expect(this.page.getByRole('heading', { name: 'No Results Found...!' })).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  }

  /** Waits for gallery images and frames, pausing videos on frame 0 (for screenshots). */
  async settle() {
    await expect(this.title).toBeVisible();
    await this.settleMedia();
  }
}
