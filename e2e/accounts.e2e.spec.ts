import { expect, inviteDistributor, test, uniqueEmail } from './accounts.fixtures';
import type { ProfessionalDetails } from './pages/register.page';
import { waitForLink } from './support/mailbox';

// Account journeys against the real portal; every link comes from mail the SMTP receiver got.
const professional = (email: string): ProfessionalDetails => ({
  firstName: 'Anna',
  lastName: 'Berg',
  profession: 'Ophthalmic Surgeon',
  speciality: 'Glaucoma',
  institution: 'Eye Clinic North',
  country: 'Sweden',
  email,
  password: 'Secret123',
});

test.describe('accounts', () => {
  test('a professional registers, activates from the mail, logs in and logs out', async ({ page, registerPage, activationPage, loginPage }) => {
    const email = uniqueEmail('pro');
    await registerPage.goto();
    await registerPage.fillProfessional(professional(email));
    await registerPage.submit();
    await expect(page).toHaveURL(/\/registerConfirmation$/);
    await expect(page.getByRole('heading', { name: 'CONGRATULATIONS' })).toBeVisible();

    // Before activation a login is refused with the server's message.
    await loginPage.goto();
    await loginPage.login(email, 'Secret123');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await activationPage.open(await waitForLink(email, '/useractivation/'));
    await activationPage.seeMessage(/activated|active/i);

    await loginPage.goto();
    await loginPage.login(email, 'Secret123');
    await expect(page).toHaveURL(/\/$/);
    await loginPage.seeSignedIn('Healthcare Professional');
    await loginPage.logout();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('an invited distributor registers through the link, activates and logs in', async ({ page, registerPage, activationPage, loginPage }) => {
    const email = uniqueEmail('dist');
    const link = await inviteDistributor({ email, first: 'Dana', last: 'Ortiz', company: 'Optics Supply', country: 'ES' });
    // The invitation mail carries the same link.
    expect(new URL(await waitForLink(email, '/register/')).pathname).toBe(new URL(link).pathname);

    await registerPage.goto(new URL(link).pathname.replace('/register/', ''));
    await expect(registerPage.tab('Healthcare Professional')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Distributor/Company name')).toHaveValue('Optics Supply');
    await registerPage.fillPasswords('Secret123');
    await registerPage.acceptConsents();
    await registerPage.submit();
    await expect(page).toHaveURL(/\/distributorConfirmation$/);
    await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();

    await activationPage.open(await waitForLink(email, '/useractivation/'));
    await activationPage.seeMessage(/activated|active/i);
    await loginPage.goto();
    await loginPage.login(email, 'Secret123');
    await expect(page).toHaveURL(/\/$/);
    await loginPage.seeSignedIn('Distributor');
  });

  test('forgot password: the reset link sets a new password; the old one stops working', async ({ page, registerPage, activationPage, loginPage, resetPasswordPage }) => {
    const email = uniqueEmail('reset');
    await registerPage.goto();
    await registerPage.fillProfessional(professional(email));
    await registerPage.submit();
    await expect(page).toHaveURL(/\/registerConfirmation$/);
    await activationPage.open(await waitForLink(email, '/useractivation/'));
    await activationPage.seeMessage(/activated|active/i);

    await loginPage.goto();
    await loginPage.clickForgotPassword();
    await loginPage.requestReset(email);
    await loginPage.forgotDialog.getByRole('button', { name: 'OK' }).click();
    await expect(loginPage.forgotDialog).toBeHidden();

    await resetPasswordPage.open(await waitForLink(email, '/resetpassword/'));
    await resetPasswordPage.setPassword('Fresh4567');
    await resetPasswordPage.seeUpdated();

    await loginPage.goto();
    await loginPage.login(email, 'Secret123');
    await loginPage.seeError('Invalid email or password.');
    await loginPage.fill(email, 'Fresh4567');
    await loginPage.loginButton.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('change password logs out; only the new password works afterwards', async ({ page, registerPage, activationPage, loginPage }) => {
    const email = uniqueEmail('change');
    await registerPage.goto();
    await registerPage.fillProfessional(professional(email));
    await registerPage.submit();
    await expect(page).toHaveURL(/\/registerConfirmation$/);
    await activationPage.open(await waitForLink(email, '/useractivation/'));
    await activationPage.seeMessage(/activated|active/i);
    await loginPage.goto();
    await loginPage.login(email, 'Secret123');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/settings');
    await page.waitForLoadState('networkidle');
    const openDialog = page.getByRole('button', { name: /change password/i }).first();
    // The Settings page (another feature) hosts the dialog; until it is built there is nothing to click.
    test.skip((await openDialog.count()) === 0, 'Settings page has no Change Password button yet');
    await openDialog.click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Old Password', { exact: true }).fill('Secret123');
    await dialog.getByLabel('New Password', { exact: true }).fill('Changed789');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('Changed789');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const notice = page.getByRole('dialog', { name: 'Password changed' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await notice.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await loginPage.goto();
    await loginPage.login(email, 'Secret123');
    await loginPage.seeError('Invalid email or password.');
    await loginPage.fill(email, 'Changed789');
    await loginPage.loginButton.click();
    await expect(page).toHaveURL(/\/$/);
  });
});
