import { expect, type Locator, type Page } from '@playwright/test';

export const STEP_TITLES = {
  resource: 'Which resource is your question/issue related to?',
  reason: 'Why are you contacting us?',
  form: 'Tell us about your request',
} as const;

/** /support: the three-step wizard. */
export class SupportPage {
  readonly thankYou: Locator;

  constructor(readonly page: Page) {
    this.thankYou = page.getByRole('dialog', { name: 'Thank you' });
  }

  step(name: keyof typeof STEP_TITLES): Locator {
    return this.page.getByRole('region', { name: STEP_TITLES[name] });
  }

  async goto() {
    await this.page.goto('/support');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(this.step('resource').getByRole('group', { name: 'Resources' })).toBeVisible();
  }

  /** Mantine chips hide their checkbox behind the label: click the label. */
  private async clickChip(step: Locator, name: string) {
    await step.getByText(name, { exact: true }).click();
  }

  async chooseResource(title: string) {
    await this.clickChip(this.step('resource'), title);
    await expect(this.step('reason')).not.toHaveAttribute('aria-disabled', 'true');
  }

  async chooseReason(reason: string) {
    await this.clickChip(this.step('reason'), reason);
    await expect(this.step('form')).not.toHaveAttribute('aria-disabled', 'true');
  }

  async fillRequest(subject: string, message: string) {
    await this.step('form').getByLabel('Subject').fill(subject);
    await this.step('form').getByLabel('Comments').fill(message);
  }

  async attach(file: string) {
    await this.step('form').getByLabel('Attachment (optional)').setInputFiles(file);
    await expect(this.step('form').getByText(/^Attached: /)).toBeVisible();
  }

  async seeSubmitEnabled(enabled: boolean) {
    const submit = this.step('form').getByRole('button', { name: 'Submit' });
    if (enabled) await expect(submit).toBeEnabled();
    else await expect(submit).toBeDisabled();
  }

  async submit() {
    await this.step('form').getByRole('button', { name: 'Submit' }).click();
  }

  async seeThankYouAndContinue() {
    await expect(this.thankYou).toBeVisible();
    await this.thankYou.getByRole('button', { name: 'Continue' }).click();
    await expect(this.thankYou).toBeHidden();
  }
}
