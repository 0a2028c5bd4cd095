import { expect, type Locator, type Page } from '@playwright/test';

export interface ProfessionalDetails {
  firstName: string;
  lastName: string;
  profession: string;
  speciality: string;
  institution: string;
  country: string;
  email: string;
  password: string;
}

/** /register/{jwt?}: both tabs and their forms. */
export class RegisterPage {
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.continueButton = page.getByRole('button', { name: 'Continue' });
  }

  async goto(jwtOrLink = '') {
    await this.page.goto(jwtOrLink.startsWith('http') ? jwtOrLink : `/register${jwtOrLink ? `/${jwtOrLink}` : ''}`);
    await expect(this.page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  }

  tab(name: 'Healthcare Professional' | 'Distributor'): Locator {
    return this.page.getByRole('tab', { name });
  }

  async pick(label: string, option: string, search?: string) {
    const input = this.page.getByRole('combobox', { name: label });
    await input.click();
    if (search) await input.fill(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fillProfessional(details: ProfessionalDetails) {
    await this.page.getByLabel('First Name').fill(details.firstName);
    await this.page.getByLabel('Last Name').fill(details.lastName);
    await this.pick('Profession', details.profession);
    await this.pick('Speciality', details.speciality);
    await this.page.getByLabel('Institution Name').fill(details.institution);
    await this.pick('Country', details.country, details.country.slice(0, 4));
    await this.page.getByLabel('Email').fill(details.email);
    await this.fillPasswords(details.password);
    await this.acceptConsents();
  }

  async fillPasswords(password: string) {
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(password);
  }

  async acceptConsents() {
    for (const box of await this.page.getByRole('checkbox').all()) await box.check();
  }

  async submit() {
    await expect(this.continueButton).toBeEnabled();
    await this.continueButton.click();
  }
}
