import { expect, type Locator, type Page } from '@playwright/test';

/** The visual review page (`npm run visual:review`): one card per snapshot, grouped by screen. */
export class VisualReviewPage {
  constructor(readonly page: Page) {}

  async goto(url: string) {
    await this.page.goto(url);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Visual review' })).toBeVisible();
  }

  /** The card of a snapshot, named like the page names it: `home-guest.png (visual-desktop)`. */
  card(name: string, project: string): Locator {
    return this.page.getByRole('article', { name: `${name} (${project})` });
  }

  /** The name the decisions are recorded as in the approval ledger. */
  async enterName(name: string) {
    await this.page.getByRole('textbox', { name: /Decisions are recorded in the approval ledger as/ }).fill(name);
  }

  async seeCounts(text: string) {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  async seeCurrent(name: string, project: string) {
    await expect(this.card(name, project)).toHaveAttribute('aria-current', 'true');
  }

  /** Presses a review key with the focus on the page, not in a control. */
  async pressKey(key: string) {
    await this.page.keyboard.press(key);
  }

  async clickApprove(name: string, project: string) {
    await this.card(name, project)
      .getByRole('button', { name: `Approve ${name} (${project})` })
      .click();
  }

  async clickReject(name: string, project: string) {
    await this.card(name, project)
      .getByRole('button', { name: `Reject ${name} (${project})` })
      .click();
  }

  async seeDecision(name: string, project: string, decision: 'approved' | 'rejected' | 'left') {
    await expect(this.card(name, project).getByText(decision, { exact: true })).toBeVisible();
  }

  async clickView(name: string, project: string, view: 'Side by side' | 'Pixel diff' | 'Overlay') {
    await this.card(name, project).getByText(view, { exact: true }).click();
  }

  async seeSummary(text: string) {
    await expect(this.page.getByRole('region', { name: 'Summary' })).toContainText(text);
  }

  async seeGitAdd(command: string) {
    await expect(this.page.getByLabel('git add command')).toHaveText(command);
  }
}
