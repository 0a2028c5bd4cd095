import path from 'node:path';
import { BACK_PROMPT, LEAVE_PROMPT, LOGO_PROMPT } from './pages/profile.page';
import { expect, test } from './profile.fixtures';

const AVATAR_PNG = path.resolve(import.meta.dirname, '..', 'content', 'media', 'avatar', 'default-avatar.png');

test.describe('My Account', () => {
  test('a professional edits the picture and name block, with an upload and a crop, and sees it after a reload', async ({
    page,
    profilePage,
    signInAs,
  }) => {
    const { member } = await signInAs('professional');
    await profilePage.goto();
    await profilePage.seeEmailReadOnly(member.email);
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.uploadPicture(AVATAR_PNG);
    await profilePage.setZoom(2);
    await profilePage.clickCropImage();
    await profilePage.seePicturePreview(/^data:image\/png;base64,/);
    await profilePage.fillText('First Name', 'Petra');
    await profilePage.fillText('Last Name', 'Holm');
    await profilePage.clickSave('Profile picture and name');
    await profilePage.seeSuccessAndClose();
    await profilePage.seeName('Petra Holm');
    await profilePage.seeSavedPicture();

    await page.reload();
    await profilePage.seeLoaded();
    await profilePage.seeName('Petra Holm');
    await profilePage.seeSavedPicture();
  });

  test('a crop at zoom 5 is saved at the crop area’s size at least, in PNG, and says it is enlarged (issue 44)', async ({
    profilePage,
    signInAs,
  }) => {
    await signInAs('professional');
    await profilePage.goto();
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.uploadPicture(AVATAR_PNG);
    await profilePage.setZoom(5);
    await expect(profilePage.cropDialog.getByText(/^This part of the picture is \d+ × \d+ pixels/)).toBeVisible();
    await profilePage.clickCropImage();
    await profilePage.seePicturePreview(/^data:image\/png;base64,/);
    expect(await profilePage.pictureWidth('preview')).toBeGreaterThanOrEqual(250);
    await profilePage.clickSave('Profile picture and name');
    await profilePage.seeSuccessAndClose();
    await profilePage.seeSavedPicture();
    expect(await profilePage.pictureWidth('saved')).toBeGreaterThanOrEqual(250);
  });

  test('a professional edits the professional block and sees it after a reload', async ({ page, profilePage, signInAs }) => {
    await signInAs('professional');
    await profilePage.goto();
    await profilePage.seeInfo('Profession', 'Ophthalmic Surgeon');
    await profilePage.clickEdit('Professional Info');
    await profilePage.choose('Profession', 'Optometrist');
    await expect(page.getByRole('combobox', { name: 'Speciality' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save Professional Info' })).toBeDisabled();
    await profilePage.choose('Speciality', 'Contact Lenses');
    await profilePage.fillText('Institution Name', 'Clinic 9');
    await expect(page.getByText('Institution name cannot contain numeric values')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Professional Info' })).toBeDisabled();
    await profilePage.fillText('Institution Name', 'Harbour Eye Hospital');
    await profilePage.chooseCountry('Norway');
    await profilePage.clickSave('Professional Info');
    await profilePage.seeSuccessAndClose();

    await page.reload();
    await profilePage.seeLoaded();
    await profilePage.seeInfo('Profession', 'Optometrist');
    await profilePage.seeInfo('Speciality', 'Contact Lenses');
    await profilePage.seeInfo('Institution Name', 'Harbour Eye Hospital');
    await profilePage.seeInfo('Country', 'Norway');
  });

  test('a distributor sees country and distributor name read-only and edits the name block', async ({
    page,
    profilePage,
    signInAs,
  }) => {
    const { member } = await signInAs('distributor');
    await profilePage.goto();
    await profilePage.seeInfo('Country', 'Italy');
    await profilePage.seeInfo('Distributor Name', 'Optica Partners');
    await profilePage.seeEmailReadOnly(member.email);
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.fillText('Last Name', 'Moreno');
    await profilePage.clickSave('Profile picture and name');
    await profilePage.seeSuccessAndClose();
    await page.reload();
    await profilePage.seeName('Dario Moreno');
  });

  test('a distributor edits the distributor name; the country stays the invitation’s, with where to ask', async ({
    page,
    profilePage,
    signInAs,
  }) => {
    await signInAs('distributor');
    await profilePage.goto();
    await profilePage.clickEdit('Professional Info');
    const country = profilePage.professionalCard.getByRole('textbox', { name: 'Country' });
    await expect(country).toHaveValue('Italy');
    await expect(country).toHaveAttribute('readonly', '');
    await expect(profilePage.professionalCard.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
    await profilePage.fillText('Distributor Name', 'Optica 2000');
    await expect(page.getByText('Company name cannot contain numeric values')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Professional Info' })).toBeDisabled();
    await profilePage.fillText('Distributor Name', 'Optica Partners Italia');
    await profilePage.clickSave('Professional Info');
    await profilePage.seeSuccessAndClose();
    await page.reload();
    await profilePage.seeLoaded();
    await profilePage.seeInfo('Distributor Name', 'Optica Partners Italia');
    await profilePage.seeInfo('Country', 'Italy');
  });

  test('Cancel restores the loaded values', async ({ profilePage, signInAs }) => {
    await signInAs('professional');
    await profilePage.goto();
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.fillText('First Name', 'Zed');
    await profilePage.clickCancel('Profile picture and name');
    await profilePage.seeName('Pia Lindqvist');
  });

  test('leaving with unsaved changes asks each time', async ({ page, profilePage, signInAs }) => {
    await signInAs('professional');
    await profilePage.openFromUserMenu();

    // Switching blocks.
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.fillText('First Name', 'Zed');
    await profilePage.clickEdit('Professional Info');
    await profilePage.seePrompt(LEAVE_PROMPT);
    await profilePage.answerPrompt(LEAVE_PROMPT, 'cancel');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Zed');

    // Browser back: declined, then confirmed.
    await page.goBack({ waitUntil: 'commit' });
    await profilePage.seePrompt(BACK_PROMPT);
    await expect(page).toHaveURL(/\/userProfile$/);
    await profilePage.answerPrompt(BACK_PROMPT, 'cancel');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Zed');
    await page.goBack({ waitUntil: 'commit' });
    await profilePage.answerPrompt(BACK_PROMPT, 'confirm');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the browser warns before unloading unsaved changes', async ({ page, profilePage, signInAs }) => {
    await signInAs('professional');
    await profilePage.goto();
    await profilePage.clickEdit('Professional Info');
    await profilePage.fillText('Institution Name', 'Somewhere Else');
    const dialogType = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        // Leaving anyway lets the page close cleanly.
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await dialogType).toBe('beforeunload');
    await expect.poll(() => page.isClosed()).toBe(true);
  });

  test('the logo asks before going home', async ({ page, profilePage, layout, signInAs }) => {
    await signInAs('professional');
    await profilePage.goto();
    await layout.clickLogo();
    await profilePage.seePrompt(LOGO_PROMPT);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, go home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
