import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './accounts.fixtures';
import { adminPost } from './support/admin-api';
import { waitForLink } from './support/mailbox';
import { loginViaApi, registerWithoutActivation, useSessionIn } from './support/members';
import { e2eRoot } from './support/paths';
import { holdRequests, overlayShot, pinSecurityLists, prepareForShots, stableShot, visualMember } from './support/visual';

// Baselines for the account screens and dialogs; the visual-desktop and visual-mobile projects
// give the two viewports. Dialogs are shot with the page behind them (overlayShot). The emailed
// links are real: each project registers one member of its own and follows its activation and
// reset links, since a link works once.
test.beforeEach(({ page }) => prepareForShots(page));

/** The invitation of the distributor-tab baseline, made once per portal run (the same invitation serves both projects). */
async function invitationLink(request: APIRequestContext): Promise<string> {
  const file = path.join(e2eRoot, 'visual-invitation.txt');
  const saved = await readFile(file, 'utf8').catch(() => null);
  if (saved) return saved;
  const { link } = await adminPost<{ link: string }>(request, '/admin/api/invitations', {
    email: 'dana.ortiz@shots.e2e.example',
    first: 'Dana',
    last: 'Ortiz',
    company: 'Optics Supply',
    country: 'ES',
  });
  await mkdir(e2eRoot, { recursive: true });
  await writeFile(file, link);
  return link;
}

test.describe('account screens look right', () => {
  test('login, a failed attempt and the forgot-password dialog', async ({ page, loginPage }) => {
    await loginPage.goto();
    await stableShot(page, 'login.png');
    await loginPage.clickForgotPassword();
    await overlayShot(page, loginPage.forgotDialog, 'dialog-forgot-password.png');
    await loginPage.requestReset('nobody@shots.e2e.example');
    await overlayShot(page, loginPage.forgotDialog, 'dialog-forgot-password-sent.png');
    await loginPage.forgotDialog.getByRole('button', { name: 'OK' }).click();
    await expect(loginPage.forgotDialog).toBeHidden();
    await loginPage.login('nobody@shots.e2e.example', 'Wrong12345');
    await loginPage.seeError('Invalid email or password.');
    await stableShot(page, 'login-error.png');
  });

  test('registration: both tabs without an invitation', async ({ page, registerPage }) => {
    await registerPage.goto();
    await expect(page.getByRole('combobox', { name: 'Profession' })).toBeVisible();
    await stableShot(page, 'register-professional.png');
    // Errors show once a field is touched: a name with a digit and an address without a domain.
    await page.getByLabel('First Name').fill('Pia1');
    await page.getByLabel('Email').fill('pia.lindqvist');
    await page.getByLabel('Email').press('Tab');
    await expect(page.getByText('Please enter valid email')).toBeVisible();
    await expect(page.getByText('First name cannot contain numeric values')).toBeVisible();
    await stableShot(page, 'register-professional-errors.png');
    await registerPage.tab('Distributor').click();
    await expect(page.getByRole('button', { name: 'Contact Form' })).toBeVisible();
    await stableShot(page, 'register-distributor-no-token.png');
  });

  test('registration: distributor tab with an invitation', async ({ page, request, registerPage }) => {
    await page.goto(await invitationLink(request));
    await expect(page.getByLabel('Distributor/Company name')).toHaveValue('Optics Supply');
    await expect(page.getByLabel('Country')).toHaveValue('Spain');
    await expect(registerPage.tab('Healthcare Professional')).toBeDisabled();
    await stableShot(page, 'register-distributor-token.png');
  });

  test('confirmation screens', async ({ page }) => {
    await page.goto('/registerConfirmation');
    await expect(page.getByRole('heading', { name: 'CONGRATULATIONS' })).toBeVisible();
    await stableShot(page, 'register-confirmation.png');
    await page.goto('/distributorConfirmation');
    await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    await stableShot(page, 'distributor-confirmation.png');
  });

  test("the This wasn't me page: before sending and a refused link", async ({ page }) => {
    await page.goto('/security/not-me/1/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Secure your account' })).toBeVisible();
    await stableShot(page, 'not-me.png');
    await page.getByRole('button', { name: 'End all sessions and reset my password' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has already been used.');
    await stableShot(page, 'not-me-refused.png');
  });

  test('activation and reset links: loading, success, refused, incomplete', async ({
    page,
    request,
    activationPage,
    resetPasswordPage,
  }, testInfo) => {
    const email = `vis-links-${testInfo.project.name.replace('visual-', '')}@shots.e2e.example`;
    const activation = await registerWithoutActivation(request, 'professional', { email, password: 'Lumira-Shot-2025' });

    const confirm = await holdRequests(page, /\/api\/user\/registration\/confirm\//);
    await page.goto(activation);
    await expect(page.getByRole('status').getByLabel('Activating your account')).toBeVisible();
    await stableShot(page, 'activation-loading.png', { ignoreRequests: /\/api\/user\/registration\/confirm\// });
    confirm.release();
    await expect(page.getByRole('link', { name: 'Back Home' })).toBeVisible();
    await stableShot(page, 'activation-success.png');

    await activationPage.open('/useractivation/account_999/activate/not-a-real-token');
    await expect(page.getByRole('alert')).toBeVisible();
    await stableShot(page, 'activation-failure.png');
    await activationPage.open('/useractivation/account_999');
    await expect(page.getByRole('alert')).toContainText('This link is incomplete.');
    await stableShot(page, 'activation-incomplete-link.png');

    const requested = await request.post('/user/lost-password?_format=json', { data: { mail: email } });
    expect(requested.ok()).toBe(true);
    await resetPasswordPage.open(await waitForLink(email, '/resetpassword/'));
    await stableShot(page, 'reset-password.png');
    await resetPasswordPage.setPassword('Fresh-Shot-4567');
    await resetPasswordPage.seeUpdated();
    await stableShot(page, 'reset-password-success.png');

    await resetPasswordPage.open('/resetpassword/reset/999/not-a-real-token');
    await resetPasswordPage.setPassword('Fresh-Shot-4567');
    await expect(page.getByRole('alert')).toBeVisible();
    await stableShot(page, 'reset-password-error.png');
  });

  test('change password dialog and the password-changed notice', async ({
    page,
    request,
    settingsPage,
    changePasswordDialog,
  }) => {
    const { member } = await visualMember(request, 'professional', 'vis-accounts');
    // The forced logout at the end ends its session: a session of its own, not the shared one.
    const session = await loginViaApi(request, member);
    await pinSecurityLists(page);
    await useSessionIn(page, session);
    // The member keeps its password: the PATCH is answered here (the e2e journey changes it for
    // real); the forced logout that follows is real.
    await page.route(new RegExp(`/user/${session.current_user.uid}\\?`), (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ json: { message: 'Your password has been changed.' } })
        : route.fallback(),
    );
    await settingsPage.goto();
    await changePasswordDialog.openFromSettings();
    await overlayShot(page, changePasswordDialog.dialog, 'dialog-change-password.png');
    // Errors show only after a field is touched: the old password, then a too-short new one, left
    // for Confirm Password, which is not touched yet and shows nothing.
    await changePasswordDialog.oldPassword.fill(member.password);
    await changePasswordDialog.newPassword.fill('abc');
    await changePasswordDialog.newPassword.press('Tab');
    await expect(changePasswordDialog.dialog.getByText('Allowed max limit is between 6-20 characters')).toBeVisible();
    await expect(changePasswordDialog.submitButton).toBeDisabled();
    await overlayShot(page, changePasswordDialog.dialog, 'dialog-change-password-error.png');
    await changePasswordDialog.fill(member.password, 'Changed-Shot-789');
    await changePasswordDialog.submit();
    await changePasswordDialog.seeNotice();
    await expect(page).toHaveURL(/\/$/);
    await overlayShot(page, changePasswordDialog.notice, 'dialog-password-changed.png');
  });
});
