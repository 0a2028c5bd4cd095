import { readFile } from 'node:fs/promises';
import type { ProfessionalDetails } from './pages/register.page';
import { acceptPendingForSharedMembers, expect, publishConsentVersion, test } from './privacy.fixtures';
import { expectNoAxeViolations } from './support/axe';
import { waitForLink, waitForMail } from './support/mailbox';
import { ensureMember, loginViaApi, useSessionIn } from './support/members';
import { e2ePort } from './support/paths';

// Issue 13 privacy journeys against the real portal: the export download, deleting an account
// (and registering again with its email), re-accepting a new material version of a legal page, and
// a session signed out from another browser.

const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
const DELETED_NOTICE = 'Your account has been deleted. We have sent you a confirmation email.';
const LEGAL_PAGES = ['terms-service', 'privacy-statement', 'cookie-policy', 'messages-organization'];

/** A member of its own per attempt: these journeys delete accounts and accept versions. */
const freshKey = (name: string) => `privacy-${name}-${Date.now().toString(36)}`;

test.describe('privacy', () => {
  // A material version asks every member registered before it, the run's shared ones too.
  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: e2eBaseUrl });
    try {
      await acceptPendingForSharedMembers(request);
    } finally {
      await request.dispose();
    }
  });

  test('Download my data saves one JSON file with the profile and the consents', async ({ page, request, privacySettings }) => {
    const member = await ensureMember(request, 'professional', freshKey('export'));
    await useSessionIn(page, await loginViaApi(request, member));
    await privacySettings.goto();
    // Registration accepted the current version of all four legal pages.
    expect((await privacySettings.consentRows()).length).toBeGreaterThanOrEqual(4);

    const download = await privacySettings.clickDownload();
    expect(download.suggestedFilename()).toMatch(/^the-source-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      format: string;
      profile: { mail: string; first_name: string };
      consents: { page: string; version: number }[];
    };
    expect(exported.format).toBe('the-source-data-export/1');
    expect(exported.profile.mail).toBe(member.email);
    expect(exported.profile.first_name).toBe(member.firstName);
    expect(new Set(exported.consents.map((consent) => consent.page))).toEqual(new Set(LEGAL_PAGES));
    await expect(privacySettings.section.getByRole('status')).toHaveText(
      `Your data was saved as ${download.suggestedFilename()}.`,
    );
  });

  test('Delete my account: a wrong password is refused; then signed out, mailed, and the email registers again', async ({
    page,
    request,
    layout,
    loginPage,
    registerPage,
    activationPage,
    privacySettings,
  }) => {
    const member = await ensureMember(request, 'professional', freshKey('delete'));
    await loginPage.goto();
    await loginPage.login(member.email, member.password);
    await expect(page).toHaveURL(/\/$/);
    await privacySettings.goto();

    await privacySettings.clickDeleteAccount();
    await expect(privacySettings.deleteDialog).toContainText('What is kept, without your name or email address');
    await privacySettings.confirmDelete('Wrong-Password-1');
    await privacySettings.seeDeleteError('Your password is incorrect. Your account has not been deleted.');
    await expect(page).toHaveURL(/\/settings$/);

    // Settings is scrolled down to its Privacy block; Home must open at its top (issue 44).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await privacySettings.confirmDelete(member.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: DELETED_NOTICE })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await layout.seeGuestActions();

    const mail = await waitForMail(member.email, { subject: /account has been deleted/ });
    expect(mail.text).toContain('You can register again with this email address');

    await loginPage.goto();
    await loginPage.login(member.email, member.password);
    await loginPage.seeError('Invalid email or password.');

    const again: ProfessionalDetails = {
      firstName: 'Pia',
      lastName: 'Lindqvist',
      profession: 'Ophthalmic Surgeon',
      speciality: 'Glaucoma',
      institution: 'Eye Clinic North',
      country: 'Sweden',
      email: member.email,
      password: 'Lens-Quartz-77',
    };
    await registerPage.goto();
    await registerPage.fillProfessional(again);
    await registerPage.submit();
    await expect(page).toHaveURL(/\/registerConfirmation$/);
    // The first activation mail was for the deleted account; the second is the new one's.
    await activationPage.open(await waitForLink(member.email, '/useractivation/', { after: 1 }));
    await activationPage.seeMessage(/activated|active/i);
    await loginPage.goto();
    await loginPage.login(member.email, again.password);
    await expect(page).toHaveURL(/\/$/);
    await loginPage.seeSignedIn('Healthcare Professional');
  });

  test('a new material version: asked on the next visit; Decline signs out, asked again at login; Accept is listed', async ({
    page,
    request,
    layout,
    loginPage,
    consentGate,
    privacySettings,
  }) => {
    const member = await ensureMember(request, 'professional', freshKey('gate'));
    await loginPage.goto();
    await loginPage.login(member.email, member.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    await expect(consentGate.dialog).toHaveCount(0);

    const summary = `Resources may be shared within your clinic (${Date.now().toString(36)}).`;
    const version = await publishConsentVersion('terms-service', summary);

    // The next visit (a reload restores the session) asks, and cannot be dismissed.
    await page.reload();
    await consentGate.seeAsked('Terms of Service', summary);
    await expect(consentGate.link('Terms of Service')).toHaveAttribute('href', '/linkdetail/terms-service');
    await expect(consentGate.link('Terms of Service')).toHaveAttribute('target', '_blank');
    await expect(consentGate.link('Terms of Service')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(consentGate.dialog).toBeVisible();
    await expectNoAxeViolations(page, 'consent dialog');

    await consentGate.clickDecline();
    await layout.seeGuestActions();
    await expect(page.getByRole('button', { name: /^User menu/ })).toHaveCount(0);

    await loginPage.goto();
    await loginPage.login(member.email, member.password);
    await consentGate.seeAsked('Terms of Service', summary);
    await consentGate.clickAccept();

    await page.reload();
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    await expect(consentGate.dialog).toHaveCount(0);
    await privacySettings.goto();
    const [newest] = await privacySettings.consentRows();
    expect(newest?.slice(0, 2)).toEqual(['Terms of Service', String(version)]);
  });

  test('a session signed out from Settings → Security in one browser is signed out in the other', async ({
    browser,
    request,
  }) => {
    const member = await ensureMember(request, 'professional', freshKey('sessions'));
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      await useSessionIn(pageA, await loginViaApi(request, member));
      await useSessionIn(pageB, await loginViaApi(request, member));
      await pageB.goto('/settings');
      await expect(pageB.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

      await pageA.goto('/settings');
      const sessions = pageA.getByRole('region', { name: 'Active sessions' });
      await expect(sessions.getByRole('listitem')).toHaveCount(2); // this browser, the other one
      await sessions.getByRole('button', { name: /^Sign out .+, signed in / }).click();
      await expect(sessions.getByRole('status')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);

      await pageB.reload();
      await expect(pageB).toHaveURL(/\/$/);
      await expect(
        pageB.getByRole('alert').filter({ hasText: 'This session was signed out from your security settings.' }),
      ).toBeVisible();
      await expect(pageB.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(pageB.getByRole('button', { name: /^User menu/ })).toHaveCount(0);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });
});
