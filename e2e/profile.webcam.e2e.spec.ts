import { expect, test } from './profile.fixtures';
import { chromiumArgs, chromiumLaunch } from './support/chromium';

// Chromium's fake camera (a generated test pattern) with the permission prompt auto-accepted.
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a webcam capture is cropped, uploaded as JPEG and kept after a reload', async ({ page, profilePage, signInAs }) => {
  await signInAs('professional');
  await profilePage.goto();
  await profilePage.clickEdit('Profile picture and name');
  await page.getByRole('button', { name: 'Use webcam' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a picture' });
  const capture = camera.getByRole('button', { name: 'Capture Image' });
  await expect(capture).toBeEnabled();
  await capture.click();
  await expect(profilePage.cropDialog).toBeVisible();
  // The webcam's WebP screenshot goes into the cropper as is …
  await expect(profilePage.cropDialog.getByRole('img', { name: 'Picture to crop' })).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );
  await profilePage.clickCropImage();
  // … and comes out as JPEG, which the server accepts.
  await profilePage.seePicturePreview(/^data:image\/jpeg;base64,/);
  await profilePage.clickSave('Profile picture and name');
  await profilePage.seeSuccessAndClose();
  await page.reload();
  await profilePage.seeLoaded();
  await profilePage.seeSavedPicture();
});
