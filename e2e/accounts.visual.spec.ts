import type { Page } from '@playwright/test';
import { expect, inviteDistributor, test } from './accounts.fixtures';
import { ensureMember, loginViaApi, useSessionIn } from './support/members';

// Baselines for the account screens and dialogs; the visual-desktop and visual-mobile projects give
// the two viewports. The login/registration video is hidden (its frames are not under our control),
// leaving its dark panel, so dialogs over it stay visible.
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    document.querySelectorAll('video').forEach((video) => {
      video.pause();
      video.style.display = 'none';
    }),
  );
  await expect(page).toHaveScreenshot(name, { fullPage });
}

test.describe('account screens look right', () => {
  test('login', async ({ page, loginPage }) => {
    await loginPage.goto();
    await shoot(page, 'login.png');
  });

  test('login with a failed attempt', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.login('nobody@e2e.example', 'Wrong12345');
    await loginPage.seeError('Invalid email or password.');
    await shoot(page, 'login-error.png');
  });

  test('forgot password dialog', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.clickForgotPassword();
    await shoot(page, 'dialog-forgot-password.png');
    await loginPage.requestReset('nobody@e2e.example');
    await shoot(page, 'dialog-forgot-password-sent.png');
  });

  test('registration: healthcare professional tab', async ({ page, registerPage }) => {
    await registerPage.goto();
    await expect(page.getByRole('combobox', { name: 'Profession' })).toBeVisible();
    await shoot(page, 'register-professional.png');
  });

  test('registration: distributor tab without a token', async ({ page, registerPage }) => {
    await registerPage.goto();
    await registerPage.tab('Distributor').click();
    await expect(page.getByRole('button', { name: 'Contact Form' })).toBeVisible();
    await shoot(page, 'register-distributor-no-token.png');
  });

  test('registration: distributor tab with a token', async ({ page, registerPage }) => {
    const link = await inviteDistributor({
      email: 'visual.distributor@e2e.example',
      first: 'Dana',
      last: 'Ortiz',
      company: 'Optics Supply',
      country: 'ES',
    });
    await page.goto(link);
    await expect(page.getByLabel('Distributor/Company name')).toHaveValue('Optics Supply');
    await expect(page.getByLabel('Country')).toHaveValue('Spain');
    await expect(registerPage.tab('Healthcare Professional')).toBeDisabled();
    await shoot(page, 'register-distributor-token.png');
  });

  test('registration complete (CONGRATULATIONS)', async ({ page }) => {
    await page.goto('/registerConfirmation');
    await expect(page.getByRole('heading', { name: 'CONGRATULATIONS' })).toBeVisible();
    await shoot(page, 'register-confirmation.png');
  });

  test('distributor registration successful', async ({ page }) => {
    await page.goto('/distributorConfirmation');
    await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    await shoot(page, 'distributor-confirmation.png');
  });

  test('reset password form', async ({ page, resetPasswordPage }) => {
    await resetPasswordPage.open('/resetpassword/reset/999/not-a-real-token');
    await shoot(page, 'reset-password.png');
  });

  test('reset password with an invalid link', async ({ page, resetPasswordPage }) => {
    await resetPasswordPage.open('/resetpassword/reset/999/not-a-real-token');
    await resetPasswordPage.setPassword('Fresh4567');
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, 'reset-password-error.png');
  });

  test('activation result', async ({ page }) => {
    await page.goto('/useractivation/account_999/activate/not-a-real-token');
    await expect(page.getByRole('link', { name: 'Back Home' })).toBeVisible();
    await shoot(page, 'activation-result.png');
  });

  test('change password dialog, empty and with a validation error', async ({
    page,
    request,
    settingsPage,
    changePasswordDialog,
  }) => {
    await useSessionIn(page, await loginViaApi(request, await ensureMember(request, 'professional', 'accounts-visual')));
    await settingsPage.goto();
    await changePasswordDialog.openFromSettings();
    // A modal is fixed to the viewport: a full-page shot of the longer Settings page would show the
    // overlay cut off, so these are viewport shots.
    await shoot(page, 'dialog-change-password.png', { fullPage: false });
    // Errors show only after a field is touched: the old password, then a too-short new one, left
    // for Confirm Password, which is not touched yet and shows nothing.
    await changePasswordDialog.oldPassword.fill('Secret123');
    await changePasswordDialog.newPassword.fill('abc');
    await changePasswordDialog.newPassword.press('Tab');
    await expect(changePasswordDialog.dialog.getByText('Allowed max limit is between 6-20 characters')).toBeVisible();
    await expect(changePasswordDialog.dialog.getByText('Please enter new password')).toHaveCount(0);
    await expect(changePasswordDialog.submitButton).toBeDisabled();
    await shoot(page, 'dialog-change-password-error.png', { fullPage: false });
  });

  test('password changed notice', async ({ page, request, layout, settingsPage, changePasswordDialog }) => {
    const session = await loginViaApi(request, await ensureMember(request, 'professional', 'accounts-visual'));
    await useSessionIn(page, session);
    // The shared member keeps its password: the PATCH is answered here (the e2e journey changes it
    // for real); the forced logout that follows is real.
    await page.route(new RegExp(`/user/${session.current_user.uid}\\?`), (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ json: { message: 'Your password has been changed.' } })
        : route.fallback(),
    );
    await settingsPage.goto();
    await changePasswordDialog.openFromSettings();
    await changePasswordDialog.fill('Secret123', 'Changed789');
    await changePasswordDialog.submit();
    await changePasswordDialog.seeNotice();
    await expect(page).toHaveURL(/\/$/);
    // Over the guest home: its media frozen on frame 0; the notice is fixed, so the viewport is the shot.
    await layout.settleMedia();
    await expect(page).toHaveScreenshot('dialog-password-changed.png');
  });
});
