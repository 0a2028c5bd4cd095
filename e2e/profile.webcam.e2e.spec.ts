import { expect, test } from './profile.fixtures';
import { chromiumLaunch } from '../tools/shared/chromium';

// Chromium's fake camera (a generated test pattern) with the permission prompt auto-accepted.
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
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

test.describe('with a camera that films a left-red, right-blue card', () => {
  // The camera's stream is a canvas: red on the left, blue on the right, as the camera sees it.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
        const context = canvas.getContext('2d')!;
        const paint = () => {
          context.fillStyle = '#ff0000';
          context.fillRect(0, 0, 320, 480);
          context.fillStyle = '#0000ff';
          context.fillRect(320, 0, 320, 480);
        };
        paint();
        setInterval(paint, 50);
        return canvas.captureStream(20);
      };
    });
  });

  test('the preview is mirrored, the captured picture is not', async ({ page, profilePage, signInAs }) => {
    await signInAs('professional');
    await profilePage.goto();
    await profilePage.clickEdit('Profile picture and name');
    await page.getByRole('button', { name: 'Use webcam' }).click();
    const camera = page.getByRole('dialog', { name: 'Take a picture' });
    const preview = camera.getByLabel('Camera preview');
    // Like a mirror: the member sees the card's red half on their right.
    await expect(preview).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    await camera.getByRole('button', { name: 'Capture Image' }).click();
    await expect(profilePage.cropDialog).toBeVisible();
    const shot = profilePage.cropDialog.getByRole('img', { name: 'Picture to crop' });
    await expect(shot).toHaveAttribute('src', /^data:image\/webp;base64,/);
    const [left, right] = await shot.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: img.naturalWidth, height: img.naturalHeight });
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const at = (x: number) => Array.from(context.getImageData(x, canvas.height / 2, 1, 1).data.slice(0, 3));
      return [at(canvas.width * 0.25), at(canvas.width * 0.75)];
    });
    // Saved the right way round: red stays on the left, as the camera filmed it.
    expect(left[0]).toBeGreaterThan(200);
    expect(left[2]).toBeLessThan(60);
    expect(right[2]).toBeGreaterThan(200);
    expect(right[0]).toBeLessThan(60);
  });
});
