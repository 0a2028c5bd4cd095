import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './accessibility.fixtures';
import { inviteDistributor, uniqueEmail } from './accounts.fixtures';
import { notify, unique } from './member-tools.fixtures';
import { BACK_PROMPT, LEAVE_PROMPT, LOGO_PROMPT } from './pages/profile.page';
import { expectNoAxeViolations as check } from './support/axe';
import type { E2eSession } from './support/members';

// axe-core (WCAG 2.2 A and AA, and axe's best practices) on every route of the spec's route table and every dialog and menu,
// as a guest, a professional and a distributor, at both widths. Each screen is a soft assertion:
// a failing run lists every violation (rule, impact, target) of every screen at once.
const AVATAR_PNG = path.resolve(import.meta.dirname, '..', 'content', 'media', 'avatar', 'default-avatar.png');

/** One invitation link for the run (the CLI is slow); it stays valid while nobody registers with it. */
let invitation: Promise<string> | undefined;
const invitationLink = () =>
  (invitation ??= inviteDistributor({
    email: uniqueEmail('a11y-invite'),
    first: 'Dario',
    last: 'Moretti',
    company: 'Optica Partners',
    country: 'IT',
  }));

/** The subject of the member's newest notification, sent from the command line when there is none. */
async function ensureNotification(request: APIRequestContext, session: E2eSession, email: string): Promise<string> {
  const headers = { authorization: `Bearer ${session.access_token}` };
  const existing = (await (await request.get('/jsonapi/message/notification', { headers })).json()) as { subject: string }[];
  if (existing[0]) return existing[0].subject;
  const subject = unique('Accessibility notice');
  await notify({ subject, html: '<p>A <strong>new</strong> lens is listed.</p>', to: email });
  return subject;
}

const WIDTHS = [
  { width: 'desktop', viewport: { width: 1280, height: 800 } },
  { width: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

for (const { width, viewport } of WIDTHS) {
  test.describe(`Accessibility at ${width} width (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('guest screens and dialogs', async ({ page, loginPage, registerPage, detailPage, contactDialog }) => {
      test.setTimeout(300_000);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Need help?' })).toBeVisible();
      await check(page, 'guest /');

      await contactDialog.openFromFooter();
      await check(page, 'guest Contact Us For Help dialog');
      await contactDialog.dialog.getByLabel('First Name').fill('1');
      await contactDialog.dialog.getByLabel('Email').fill('not-an-email');
      // Subject, not Country: Country's suggestions would open a list whose scroll area axe cannot
      // tell is scrolled from the field (aria-activedescendant), a false scrollable-region-focusable.
      await contactDialog.dialog.getByLabel('Subject').click();
      await expect(contactDialog.dialog.getByText('Please enter valid email')).toBeVisible();
      await check(page, 'guest Contact Us For Help dialog with errors');
      await contactDialog.fill({
        firstName: 'Marta',
        lastName: 'Kowalska',
        email: 'marta.kowalska@eye-clinic.example',
        country: 'Poland',
        subject: unique('Accessibility check'),
        comments: 'Checking the dialogs.',
      });
      await contactDialog.submit();
      await contactDialog.seeThankYou();
      await check(page, 'guest Contact Us thank-you dialog');
      await contactDialog.clickContinue();

      for (const [route, heading] of [
        ['/aboutus', null],
        ['/appdetail/lens-planner', 'Lumira Lens Planner'],
        ['/resourcedetail/201', 'Related Resources'],
        ['/resourcedetail/208', 'No Results Found...!'],
        ['/linkdetail/terms-service', 'Terms of Service'],
        ['/registerConfirmation', 'CONGRATULATIONS'],
        ['/distributorConfirmation', 'Registration successful'],
        ['/resetpassword/reset/a11y%40e2e.example/not-a-real-token', 'Reset Password'],
        ['/resetpassword', null],
        ['/useractivation/account_1/activate/not-a-real-token', null],
        ['/useractivation', null],
        ['/security/not-me/1/not-a-real-token', 'Secure your account'],
        ['/no-such-page', 'Page not found!'],
      ] as const) {
        await page.goto(route);
        if (heading) await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
        else await expect(page.getByRole('main')).toBeVisible();
        await check(page, `guest ${route}`);
      }
      await detailPage.goto('lens-planner');
      await detailPage.seeTitle('Lumira Lens Planner');

      await loginPage.goto();
      await check(page, 'guest /login');
      await loginPage.fill('anna @clinic', 'abc');
      await expect(page.getByText('Please enter valid email')).toBeVisible();
      await check(page, 'guest /login with errors');
      await loginPage.clickForgotPassword();
      await check(page, 'guest Forgot password dialog');
      await loginPage.requestReset(uniqueEmail('a11y-forgot'));
      await check(page, 'guest Forgot password dialog, sent');

      await registerPage.goto();
      await check(page, 'guest /register (Healthcare Professional)');
      await page.getByLabel('First Name').fill('4nna');
      await page.getByLabel('Last Name').click();
      await expect(page.getByText('First name cannot contain numeric values')).toBeVisible();
      await check(page, 'guest /register with errors');
      await registerPage.tab('Distributor').click();
      await expect(page.getByText(/Please reach out to your .* representative/)).toBeVisible();
      await check(page, 'guest /register (Distributor, no invitation)');
      await page.getByRole('button', { name: 'Contact Form' }).click();
      await expect(contactDialog.dialog).toBeVisible();
      await check(page, 'guest /register Contact Form dialog');

      await registerPage.goto(await invitationLink());
      await expect(page.getByLabel('Distributor/Company name')).toHaveValue('Optica Partners');
      await check(page, 'guest /register/{jwt} (Distributor form)');

      // A cut-off invitation link: Home with its arrival notice (issue 44).
      await page.goto('/register/cut.off');
      await expect(page.getByRole('main').getByRole('alert')).toContainText('This invitation link is incomplete');
      await check(page, 'guest / with an arrival notice');
    });

    test('professional screens, menus and dialogs', async ({
      page,
      request,
      memberHome,
      detailPage,
      settingsPage,
      supportPage,
      notificationsPage,
      changePassword,
      signInAs,
    }) => {
      test.setTimeout(300_000);
      const { member, session } = await signInAs('professional', 'a11y-pro');
      const subject = await ensureNotification(request, session, member.email);

      await memberHome.goto();
      await expect(memberHome.addable.getByRole('button', { name: /^Add / }).first()).toBeVisible();
      await check(page, 'professional /');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
      await check(page, 'professional user menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await expect(page.getByRole('menuitem', { name: new RegExp(subject) })).toBeVisible();
      await check(page, 'professional notification menu');
      await page.getByRole('menuitem', { name: new RegExp(subject) }).click();
      await notificationsPage.seeDetail(subject, 'A new lens is listed.');
      await check(page, 'professional /notificationDetails/{id}');

      const panel = await memberHome.openResourceManager();
      await expect(panel.getByRole('link').first()).toBeVisible();
      await check(page, 'professional resource-manager panel (All Resources)');
      await panel.getByText('My Favourite').click();
      await check(page, 'professional resource-manager panel (My Favourite)');
      await page.keyboard.press('Escape');

      await detailPage.goto('lens-planner');
      await detailPage.seeTitle('Lumira Lens Planner');
      await check(page, 'professional /appdetail/lens-planner');
      await detailPage.clickAdd();
      await expect(detailPage.thankYou).toBeVisible();
      await check(page, 'professional Subscribe thank-you dialog');
      await detailPage.thankYou.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(detailPage.button('Remove')).toBeVisible();
      await memberHome.goto();
      await expect(memberHome.openLink('Lumira Lens Planner')).toBeVisible();
      await check(page, 'professional / with My Resources');

      for (const [route, heading] of [
        ['/resourcedetail/201', 'Related Resources'],
        ['/linkdetail/privacy-statement', 'Privacy Statement'],
        ['/aboutus', null],
        ['/no-such-page', 'Page not found!'],
      ] as const) {
        await page.goto(route);
        if (heading) await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
        else await expect(page.getByRole('main')).toBeVisible();
        await check(page, `professional ${route}`);
      }

      await settingsPage.goto();
      await check(page, 'professional /settings');
      await changePassword.openFromSettings();
      await check(page, 'professional Change Password dialog');
      await changePassword.fill('old pass', 'new');
      await expect(changePassword.dialog.getByText('Password cannot contain space')).toBeVisible();
      await check(page, 'professional Change Password dialog with errors');
      await changePassword.dialog.getByRole('button', { name: 'Close dialog' }).click();
      await expect(changePassword.dialog).toBeHidden();
      await settingsPage.emailToggle.click({ force: true });
      await expect(settingsPage.congratulations).toBeVisible();
      await check(page, 'professional Settings Congratulations dialog');
      await settingsPage.congratulations.getByRole('button', { name: 'Close dialog' }).click();
      await expect(settingsPage.congratulations).toBeHidden();
      await page.getByRole('region', { name: 'Privacy' }).getByRole('button', { name: 'Delete my account' }).click();
      const deleteDialog = page.getByRole('dialog', { name: 'Delete my account' });
      await expect(deleteDialog.getByLabel('Password', { exact: true })).toBeVisible();
      await check(page, 'professional Delete my account dialog');
      await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(deleteDialog).toBeHidden();

      await supportPage.goto();
      await check(page, 'professional /support');
      await supportPage.chooseResource('Lumira Lens Planner');
      await supportPage.chooseReason('Calculation question');
      await check(page, 'professional /support, request form');
      await supportPage.fillRequest(unique('Accessibility check'), 'Checking the thank-you dialog.');
      await supportPage.submit();
      await expect(supportPage.thankYou).toBeVisible();
      await check(page, 'professional Support thank-you dialog');
      await supportPage.thankYou.getByRole('button', { name: 'Continue' }).click();
    });

    test('professional My Account and its dialogs', async ({ page, profilePage, signInAs }) => {
      await signInAs('professional', 'a11y-pro');
      await profilePage.goto();
      await check(page, 'professional /userProfile');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'The Source home' }).click();
      await profilePage.seePrompt(LOGO_PROMPT);
      await check(page, 'professional /userProfile logo prompt');
      await profilePage.answerPrompt(LOGO_PROMPT, 'cancel');

      await profilePage.clickEdit('Professional Info');
      await expect(page.getByRole('combobox', { name: 'Profession' })).toBeVisible();
      await check(page, 'professional /userProfile, editing Professional Info');
      await profilePage.fillText('Institution Name', 'Clinic 9');
      await expect(page.getByText('Institution name cannot contain numeric values')).toBeVisible();
      await check(page, 'professional /userProfile, Professional Info with errors');
      await profilePage.clickEdit('Profile picture and name');
      await profilePage.seePrompt(LEAVE_PROMPT);
      await check(page, 'professional /userProfile unsaved-change prompt');
      await profilePage.answerPrompt(LEAVE_PROMPT, 'confirm');

      const firstName = page.getByRole('textbox', { name: 'First Name' });
      await expect(firstName).toBeVisible();
      await check(page, 'professional /userProfile, editing picture and name');
      const savedFirstName = await firstName.inputValue();
      await profilePage.fillText('First Name', `${savedFirstName.slice(0, 10)}a`);
      // The page arms its back guard (a duplicate history entry, docs/profile-ui.md) on the first change.
      await expect
        .poll(() => page.evaluate(() => (history.state as { profileEditGuard?: boolean } | null)?.profileEditGuard))
        .toBe(true);
      await page.goBack({ waitUntil: 'commit' });
      await profilePage.seePrompt(BACK_PROMPT);
      await check(page, 'professional /userProfile back-navigation prompt');
      await profilePage.answerPrompt(BACK_PROMPT, 'cancel');
      await profilePage.fillText('First Name', savedFirstName);
      await profilePage.uploadPicture(AVATAR_PNG);
      await check(page, 'professional Crop Image dialog');
      await profilePage.clickCropImage();
      await profilePage.clickSave('Profile picture and name');
      await expect(page.getByRole('dialog', { name: 'Congratulations' })).toBeVisible();
      await check(page, 'professional profile saved dialog');
      await profilePage.seeSuccessAndClose();
    });

    test('distributor screens', async ({ page, memberHome, detailPage, profilePage, supportPage, signInAs }) => {
      await signInAs('distributor', 'a11y-dist');
      await memberHome.goto();
      await expect(memberHome.addable.getByRole('button', { name: /^Add / }).first()).toBeVisible();
      await check(page, 'distributor /');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByText('Logged in as Distributor')).toBeVisible();
      await check(page, 'distributor user menu');
      await page.keyboard.press('Escape');

      await detailPage.goto('order-portal');
      await detailPage.seeTitle('Distributor Order Portal');
      await check(page, 'distributor /appdetail/order-portal');

      await profilePage.goto();
      await check(page, 'distributor /userProfile');
      await profilePage.clickEdit('Professional Info');
      await check(page, 'distributor /userProfile, editing Professional Info');
      await profilePage.clickCancel('Professional Info');

      await supportPage.goto();
      await check(page, 'distributor /support');
    });
  });
}
