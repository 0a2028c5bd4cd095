import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './profile.fixtures';

const AVATAR_PNG = path.resolve(import.meta.dirname, '..', 'content', 'media', 'avatar', 'default-avatar.png');

// The email differs per run (unique test accounts), so it is masked.
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.getByRole('textbox', { name: 'Email' })] });
}

test.describe('My Account looks right', () => {
  test('professional: view, picture block edit, professional block edit', async ({ page, profilePage, signInAs }) => {
    await signInAs('professional');
    await profilePage.goto();
    await profilePage.seeInfo('Country', 'Sweden');
    await shoot(page, 'profile-professional-view.png');
    await profilePage.clickEdit('Profile picture and name');
    await shoot(page, 'profile-professional-edit-picture.png');
    await profilePage.clickCancel('Profile picture and name');
    await profilePage.clickEdit('Professional Info');
    await expect(page.getByRole('combobox', { name: 'Speciality' })).toHaveValue('Cataract & Refractive Surgery');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Sweden');
    await shoot(page, 'profile-professional-edit-professional.png');
  });

  test('distributor: view and picture block edit', async ({ page, profilePage, signInAs }) => {
    await signInAs('distributor');
    await profilePage.goto();
    await profilePage.seeInfo('Country', 'Italy');
    await shoot(page, 'profile-distributor-view.png');
    await profilePage.clickEdit('Profile picture and name');
    await shoot(page, 'profile-distributor-edit-picture.png');
  });

  test('crop dialog', async ({ page, profilePage, signInAs }) => {
    await signInAs('professional');
    await profilePage.goto();
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.uploadPicture(AVATAR_PNG);
    await profilePage.setZoom(2);
    // The dialog alone: a full-page shot would show the page's masked email through the overlay.
    await page.waitForLoadState('networkidle');
    await expect(profilePage.cropDialog).toHaveScreenshot('profile-crop-dialog.png');
  });
});
