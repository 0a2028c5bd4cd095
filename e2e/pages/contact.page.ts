import { expect, type Locator, type Page } from '@playwright/test';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  subject: string;
  comments: string;
}

/** The 'Contact Us For Help' dialog and its thank-you. */
export class ContactDialog {
  readonly dialog: Locator;
  readonly thankYou: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Contact Us For Help' });
    this.thankYou = page.getByRole('dialog', { name: 'Thank you' });
  }

  async openFromFooter() {
    await this.page.getByRole('list', { name: 'Legal and information' }).getByRole('button', { name: 'Contact Us' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async openFromNeedHelp() {
    await this.page.getByRole('region', { name: 'Need help?' }).getByRole('button', { name: 'Contact Us' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async fill(values: ContactValues) {
    const labels: Record<keyof ContactValues, string> = {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      country: 'Country',
      subject: 'Subject',
      comments: 'Comments',
    };
    for (const [key, label] of Object.entries(labels) as [keyof ContactValues, string][]) {
      await (key === 'country' ? this.countryField : this.dialog.getByLabel(label)).fill(values[key]);
    }
  }

  /** The Country field: free text with the country list's suggestions (its list is labelled "Country" too). */
  get countryField(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Country' });
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Submit' }).click();
  }

  async seeThankYou() {
    await expect(this.thankYou).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  async clickContinue() {
    await this.thankYou.getByRole('button', { name: 'Continue' }).click();
    await expect(this.thankYou).toBeHidden();
  }
}
