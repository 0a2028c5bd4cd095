import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { BACK_PROMPT, LEAVE_PROMPT, LOGO_PROMPT } from './pages/profile.page';
import { expect, resetProfile, START, test } from './profile.fixtures';
import { useSessionIn, type MemberKind } from './support/members';
import { holdRequests, overlayShot, prepareForShots, stableShot, visualMember } from './support/visual';

// Baselines for My Account and its dialogs; the visual-desktop and visual-mobile projects give the
// two viewports. Members of their own, reset through the API before each test, so the shots do not
// depend on the order of the tests or on the profile journeys.
const AVATAR_PNG = path.resolve(import.meta.dirname, '..', 'content', 'media', 'avatar', 'default-avatar.png');
const PROFILE_REQUESTS = /\/jsonapi\/user\/profile\//;

test.beforeEach(async ({ page }) => {
  await prepareForShots(page);
  // The camera films a still card (a canvas, the same frame every time); `denyCamera` makes the
  // browser refuse it instead, as when the member blocks access.
  await page.addInitScript(() => {
    const camera = window as unknown as { denyCamera?: boolean };
    navigator.mediaDevices.getUserMedia = async () => {
      if (camera.denyCamera) throw new DOMException('Permission denied', 'NotAllowedError');
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
      const context = canvas.getContext('2d')!;
      const paint = () => {
        context.fillStyle = '#d5e3ea';
        context.fillRect(0, 0, 640, 480);
        context.fillStyle = '#5f7f8f';
        context.fillRect(250, 120, 140, 150);
        context.fillRect(190, 300, 260, 180);
      };
      paint();
      setInterval(paint, 100);
      return canvas.captureStream(10);
    };
  });
});

/** Signs the page in as the screenshot member of `kind`, its profile back to the start values. */
async function signIn(page: Page, request: APIRequestContext, kind: MemberKind) {
  const signedIn = await visualMember(request, kind, `vis-profile-${kind}`);
  await resetProfile(request, signedIn);
  const start = START[kind];
  const { session } = signedIn;
  await useSessionIn(page, {
    ...session,
    user_extra_details: { ...session.user_extra_details, first_name: start.first, last_name: start.last, user_picture: null },
  });
}

test.describe('My Account looks right', () => {
  test('professional: loading, view, both edit blocks and the saved dialog', async ({ page, request, profilePage }) => {
    await signIn(page, request, 'professional');
    const loading = await holdRequests(page, PROFILE_REQUESTS);
    await page.goto('/userProfile');
    await expect(page.getByRole('status').getByLabel('Loading your profile')).toBeVisible();
    await stableShot(page, 'profile-loading.png', { ignoreRequests: PROFILE_REQUESTS });
    loading.release();
    await profilePage.seeLoaded();
    await profilePage.seeInfo('Country', 'Sweden');
    await stableShot(page, 'profile-professional-view.png');

    await profilePage.clickEdit('Profile picture and name');
    await stableShot(page, 'profile-professional-edit-picture.png');
    await profilePage.clickCancel('Profile picture and name');
    await profilePage.clickEdit('Professional Info');
    await expect(page.getByRole('combobox', { name: 'Speciality' })).toHaveValue('Cataract & Refractive Surgery');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Sweden');
    await stableShot(page, 'profile-professional-edit-professional.png');

    await profilePage.fillText('Institution Name', 'Eye Clinic South');
    await profilePage.clickSave('Professional Info');
    const saved = page.getByRole('dialog', { name: 'Congratulations' });
    await expect(saved).toContainText('Your profile has been successfully updated.');
    await overlayShot(page, saved, 'dialog-profile-saved.png');
  });

  test('professional: the unsaved-change prompts and the logo prompt', async ({ page, request, profilePage, layout }) => {
    await signIn(page, request, 'professional');
    // Home first, so the browser has a page to go back to.
    await profilePage.openFromUserMenu();
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.fillText('First Name', 'Zed');
    await profilePage.clickEdit('Professional Info');
    await overlayShot(page, profilePage.prompt(LEAVE_PROMPT), 'dialog-unsaved-leave.png');
    await profilePage.answerPrompt(LEAVE_PROMPT, 'cancel');

    await page.goBack({ waitUntil: 'commit' });
    await overlayShot(page, profilePage.prompt(BACK_PROMPT), 'dialog-unsaved-back.png');
    await profilePage.answerPrompt(BACK_PROMPT, 'cancel');

    // Without unsaved changes the logo asks its own question (spec §2 Header).
    await profilePage.clickCancel('Profile picture and name');
    await layout.clickLogo();
    await overlayShot(page, profilePage.prompt(LOGO_PROMPT), 'dialog-logo-back.png');
  });

  test('professional: crop dialog, webcam capture and a refused camera', async ({ page, request, profilePage }) => {
    await signIn(page, request, 'professional');
    await profilePage.goto();
    await profilePage.clickEdit('Profile picture and name');
    await profilePage.uploadPicture(AVATAR_PNG);
    await profilePage.setZoom(2);
    await overlayShot(page, profilePage.cropDialog, 'dialog-crop.png');
    await profilePage.cropDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(profilePage.cropDialog).toBeHidden();

    const camera = page.getByRole('dialog', { name: 'Take a picture' });
    await page.getByRole('button', { name: 'Use webcam' }).click();
    await expect(camera.getByRole('button', { name: 'Capture Image' })).toBeEnabled();
    await overlayShot(page, camera, 'dialog-webcam.png');
    await camera.getByRole('button', { name: 'Cancel' }).click();
    await expect(camera).toBeHidden();

    await page.evaluate(() => ((window as unknown as { denyCamera?: boolean }).denyCamera = true));
    await page.getByRole('button', { name: 'Use webcam' }).click();
    await expect(camera.getByRole('alert')).toContainText('Camera unavailable');
    await overlayShot(page, camera, 'dialog-webcam-denied.png');
  });

  test('distributor: view and picture block edit', async ({ page, request, profilePage }) => {
    await signIn(page, request, 'distributor');
    await profilePage.goto();
    await profilePage.seeInfo('Country', 'Italy');
    await stableShot(page, 'profile-distributor-view.png');
    await profilePage.clickEdit('Profile picture and name');
    await stableShot(page, 'profile-distributor-edit-picture.png');
  });
});
