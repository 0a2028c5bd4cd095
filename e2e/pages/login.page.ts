import { expect, type Locator, type Page } from '@playwright/test';

/** /login and its Forgot password dialog. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly loginButton: Locator;
  readonly forgotDialog: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('main').getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.loginButton = page.getByRole('button', { name: 'Login', exact: true });
    this.forgotDialog = page.getByRole('dialog', { name: 'Forgot password' });
  }

  async goto() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  }

  async fill(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async login(email: string, password: string) {
    await this.fill(email, password);
    await this.loginButton.click();
  }

  async seeError(message: string) {
    await expect(this.page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }

  async clickForgotPassword() {
    await this.page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(this.forgotDialog).toBeVisible();
  }

  async requestReset(email: string) {
    await this.forgotDialog.getByLabel('Email').fill(email);
    await this.forgotDialog.getByRole('button', { name: 'Send' }).click();
    await expect(this.forgotDialog.getByText('Further instructions have been sent to your email address.')).toBeVisible();
  }

  /** Opens the user menu in the header and logs out. */
  async logout() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  async seeSignedIn(userType: 'Healthcare Professional' | 'Distributor') {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await expect(this.page.getByText(`Logged in as ${userType}`)).toBeVisible();
    await this.page.keyboard.press('Escape');
  }
}
