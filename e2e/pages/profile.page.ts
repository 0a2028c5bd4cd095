import { expect, type Locator, type Page } from '@playwright/test';

export const LEAVE_PROMPT = 'Are you sure you want to leave? All provided data will be lost.';
export const BACK_PROMPT = 'You have unsaved changes. Are you sure you want to go back?';
export const LOGO_PROMPT = 'Are you sure you want to go back?';

type Block = 'Profile picture and name' | 'Professional Info';

/** My Account (/userProfile): the picture/name block, Professional Info, Contact Info and their dialogs. */
export class ProfilePage {
  readonly pictureCard: Locator;
  readonly professionalCard: Locator;
  readonly cropDialog: Locator;

  constructor(readonly page: Page) {
    this.pictureCard = page.getByRole('region', { name: 'Profile', exact: true });
    this.professionalCard = page.getByRole('region', { name: 'Professional Info' });
    this.cropDialog = page.getByRole('dialog', { name: 'Crop Image' });
  }

  async goto() {
    await this.page.goto('/userProfile');
    await this.seeLoaded();
  }

  /** Home first, then My Account from the user menu, so the browser has a page to go back to. */
  async openFromUserMenu() {
    await this.page.goto('/');
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'My Account' }).click();
    await this.seeLoaded();
  }

  async seeLoaded() {
    await expect(this.page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(this.page.getByTestId('profile-name')).toBeVisible();
  }

  async clickEdit(block: Block) {
    await this.page.getByRole('button', { name: `Edit ${block}` }).click();
  }

  async clickSave(block: Block) {
    await this.page.getByRole('button', { name: `Save ${block}` }).click();
  }

  async clickCancel(block: Block) {
    await this.page.getByRole('button', { name: `Cancel editing ${block}` }).click();
  }

  async fillText(label: 'First Name' | 'Last Name' | 'Institution Name' | 'Distributor Name', value: string) {
    await this.page.getByRole('textbox', { name: label }).fill(value);
  }

  async choose(label: 'Profession' | 'Speciality', option: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async chooseCountry(name: string) {
    const input = this.page.getByRole('combobox', { name: 'Country' });
    await input.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async uploadPicture(file: string) {
    await this.page.getByLabel('Upload a profile picture').setInputFiles(file);
    await expect(this.cropDialog).toBeVisible();
    await expect(this.cropDialog.getByRole('img', { name: 'Picture to crop' })).toBeVisible();
  }

  async setZoom(value: number) {
    const slider = this.cropDialog.getByRole('slider', { name: 'Zoom' });
    await slider.focus();
    await slider.press('Home');
    for (let step = 1; step < value; step++) await slider.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(value));
  }

  async clickCropImage() {
    await this.cropDialog.getByRole('button', { name: 'Crop Image' }).click();
    await expect(this.cropDialog).toBeHidden();
  }

  async seePicturePreview(prefix: RegExp) {
    await expect(this.pictureCard.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute('src', prefix);
  }

  /** The width in pixels of the picture the block shows (`preview` while editing, else the saved one). */
  async pictureWidth(which: 'preview' | 'saved'): Promise<number> {
    const picture = this.pictureCard.getByRole('img', {
      name: which === 'preview' ? 'Profile picture preview' : 'Profile picture',
    });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeTruthy();
    return picture.evaluate((image: HTMLImageElement) => image.naturalWidth);
  }

  async seeSavedPicture() {
    const picture = this.pictureCard.getByRole('img', { name: 'Profile picture' });
    await expect(picture).toHaveAttribute('src', /\/files\//);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }

  async seeSuccessAndClose() {
    const dialog = this.page.getByRole('dialog', { name: 'Congratulations' });
    await expect(dialog).toContainText('Your profile has been successfully updated.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  async seeName(fullName: string) {
    await expect(this.page.getByTestId('profile-name')).toHaveText(fullName);
  }

  /** A value of the read-only Professional Info list. */
  async seeInfo(label: string, value: string) {
    await expect(this.professionalCard.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value);
  }

  async seeEmailReadOnly(email: string) {
    const field = this.page.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveValue(email);
    await expect(field).toHaveAttribute('readonly', '');
  }

  prompt(text: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: text });
  }

  async seePrompt(text: string) {
    await expect(this.prompt(text)).toBeVisible();
  }

  async answerPrompt(text: string, answer: 'confirm' | 'cancel') {
    const dialog = this.prompt(text);
    await dialog.getByRole('button', { name: answer === 'cancel' ? 'Cancel' : /^Yes/ }).click();
    await expect(dialog).toBeHidden();
  }
}
