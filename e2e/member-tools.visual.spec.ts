import type { APIRequestContext, Page } from '@playwright/test';
import { expect, notify, test } from './member-tools.fixtures';
import type { MemberToolsSignedIn } from './member-tools.fixtures';

// Both visual projects share one portal run: set-up is idempotent, and requests that would send
// mail or hit flood limits (support and contact submits) are answered by page.route instead.

const OLDER = {
  subject: 'Welcome to the Source',
  html: '<p>Your account is ready. Explore <strong>My Resources</strong> on the home page.</p>',
};
const NEWER = {
  subject: 'New toric calculator',
  html: '<p>The toric calculator now imports biometer data.</p><ul><li>Faster planning</li><li>Fewer typing errors</li></ul>',
};

interface NotificationItem {
  nid: string;
  subject: string;
}

async function listNotifications(request: APIRequestContext, { session }: MemberToolsSignedIn): Promise<NotificationItem[]> {
  const response = await request.get('/jsonapi/message/notification', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return (await response.json()) as NotificationItem[];
}

/**
 * The two notifications of the baseline, created once per portal run, the newer one read: every
 * shot shows the same bell count (1) whatever order the tests run in.
 */
async function ensureNotifications(request: APIRequestContext, signedIn: MemberToolsSignedIn): Promise<NotificationItem[]> {
  for (const item of [OLDER, NEWER]) {
    const existing = await listNotifications(request, signedIn);
    if (!existing.some((notification) => notification.subject === item.subject))
      await notify({ ...item, to: signedIn.member.email });
  }
  const notifications = await listNotifications(request, signedIn);
  const newer = notifications.find((notification) => notification.subject === NEWER.subject)!;
  const { session } = signedIn;
  await request.post('/jsonapi/flagging/contact_message_read_status', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      data: {
        type: 'flagging--contact_message_read_status',
        attributes: { entity_type: 'contact_message', entity_id: newer.nid },
        relationships: { uid: { data: { type: 'user--user', id: session.user_extra_details.uuid } } },
      },
    },
  });
  return notifications;
}

/** Puts email notifications back on (the default) so the settings baseline does not depend on order. */
async function resetSettings(request: APIRequestContext, { session }: MemberToolsSignedIn) {
  await request.patch(`/user/${session.current_user.uid}?_format=json`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { field_email_notification: { value: true } },
  });
}

const dates = (page: Page) => page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

async function shoot(page: Page, name: string, mask = [dates(page)]) {
  await page.waitForLoadState('networkidle');
  // The wizard scrolls to the next step; a full-page shot wants the page at rest, top and unfocused.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask });
}

test.describe('Member tools look right', () => {
  test('notification details', async ({ page, request, notificationsPage, signInAs }, testInfo) => {
    const signedIn = await signInAs('professional', 'tools-visual');
    const notifications = await ensureNotifications(request, signedIn);
    const newer = notifications.find((notification) => notification.subject === NEWER.subject)!;
    await page.goto(`/notificationDetails/${newer.nid}`);
    await notificationsPage.seeDetail(NEWER.subject, 'Faster planning');
    await notificationsPage.seeUnreadCount(1);
    await shoot(page, 'notification-details.png');
    if (testInfo.project.name === 'visual-mobile') {
      await page.getByRole('button', { name: /Back to notifications/ }).click();
      await expect(notificationsPage.list).toBeVisible();
      await shoot(page, 'notification-list-mobile.png');
    }
  });

  test('settings and the congratulations dialog', async ({ page, request, settingsPage, signInAs }) => {
    const signedIn = await signInAs('professional', 'tools-visual');
    await ensureNotifications(request, signedIn);
    await resetSettings(request, signedIn);
    await settingsPage.goto();
    await settingsPage.seeEmailNotifications(true);
    await shoot(page, 'settings.png');
    await settingsPage.emailToggle.click({ force: true });
    await expect(settingsPage.congratulations).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(settingsPage.congratulations).toHaveScreenshot('settings-congratulations-dialog.png');
    await resetSettings(request, signedIn);
  });

  test('each support step and the thank-you', async ({ page, request, supportPage, signInAs }) => {
    await ensureNotifications(request, await signInAs('professional', 'tools-visual'));
    await page.route('**/entity/contact_message', (route) =>
      route.fulfill({ status: 201, json: { id: '1', message: 'Thank you' } }),
    );
    await supportPage.goto();
    await shoot(page, 'support-step-1-resource.png');
    await supportPage.chooseResource('Lumira Academy');
    await shoot(page, 'support-step-2-reason.png');
    await supportPage.chooseReason('Certificate or credits');
    await supportPage.fillRequest('Missing certificate', 'My certificate for the cataract course has not arrived.');
    await supportPage.seeSubmitEnabled(true);
    await shoot(page, 'support-step-3-request.png');
    await supportPage.submit();
    await expect(supportPage.thankYou).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(supportPage.thankYou).toHaveScreenshot('support-thank-you-dialog.png');
  });

  test('contact dialogs', async ({ page, contactDialog }) => {
    await page.route('**/entity/contact_message', (route) =>
      route.fulfill({ status: 201, json: { id: '1', message: 'Thank you' } }),
    );
    await page.goto('/aboutus');
    await contactDialog.openFromFooter();
    await page.waitForLoadState('networkidle');
    await expect(contactDialog.dialog).toHaveScreenshot('contact-dialog.png');
    await contactDialog.dialog.getByLabel('First Name').fill('Marta1');
    await contactDialog.dialog.getByLabel('Country').fill(' Poland');
    await contactDialog.dialog.getByLabel('Email').click();
    await expect(contactDialog.dialog).toHaveScreenshot('contact-dialog-errors.png');
    await contactDialog.fill({
      firstName: 'Marta',
      lastName: 'Kowalska',
      email: 'marta.kowalska@eye-clinic.example',
      country: 'Poland',
      subject: 'Lens availability',
      comments: 'Which toric lenses ship to Poland?',
    });
    await contactDialog.submit();
    await contactDialog.seeThankYou();
    await expect(contactDialog.thankYou).toHaveScreenshot('contact-thank-you-dialog.png');
  });
});
