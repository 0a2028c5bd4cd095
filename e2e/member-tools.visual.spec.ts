import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './member-tools.fixtures';
import { adminPost } from './support/admin-api';
import { useSessionIn } from './support/members';
import {
  holdRequests,
  overlayShot,
  pinSecurityLists,
  prepareForShots,
  SHOT_TIME,
  stableShot,
  visualMember,
  type VisualSignedIn,
} from './support/visual';

// Baselines for settings, notifications, support, the header menus and the contact dialogs. Both
// visual projects share one portal run: set-up is idempotent, and requests that would send mail or
// hit flood limits (support and contact submits) are answered by page.route instead.
test.beforeEach(({ page }) => prepareForShots(page));

const OLDER = {
  subject: 'Welcome to the Source',
  html: '<p>Your account is ready. Explore <strong>My Resources</strong> on the home page.</p>',
  created: Date.UTC(2025, 4, 20, 8, 0) / 1000,
};
const NEWER = {
  subject: 'New toric calculator',
  html: '<p>The toric calculator now imports biometer data.</p><ul><li>Faster planning</li><li>Fewer typing errors</li></ul>',
  created: Date.UTC(2025, 5, 1, 8, 0) / 1000,
};

interface NotificationItem {
  nid: string;
  subject: string;
}

const bearer = ({ session }: VisualSignedIn) => ({ authorization: `Bearer ${session.access_token}` });

async function listNotifications(request: APIRequestContext, signedIn: VisualSignedIn): Promise<NotificationItem[]> {
  const response = await request.get('/jsonapi/message/notification', { headers: bearer(signedIn) });
  return (await response.json()) as NotificationItem[];
}

/**
 * The two notifications of the baselines, created once per portal run, the newer one read: every
 * shot shows the same bell count (1) whatever order the tests run in.
 */
async function ensureNotifications(request: APIRequestContext, signedIn: VisualSignedIn): Promise<NotificationItem[]> {
  for (const item of [OLDER, NEWER]) {
    const existing = await listNotifications(request, signedIn);
    if (!existing.some((notification) => notification.subject === item.subject))
      await adminPost(request, '/admin/api/notifications', {
        subject: item.subject,
        message: item.html,
        to: signedIn.member.email,
      });
  }
  const notifications = await listNotifications(request, signedIn);
  const newer = notifications.find((notification) => notification.subject === NEWER.subject)!;
  // A JSON:API document, as the SPA sends it (the server accepts no other content type here).
  const flagged = await request.post('/jsonapi/flagging/contact_message_read_status', {
    headers: { ...bearer(signedIn), 'content-type': 'application/vnd.api+json' },
    data: JSON.stringify({
      data: {
        type: 'flagging--contact_message_read_status',
        attributes: { entity_type: 'contact_message', entity_id: newer.nid },
        relationships: { uid: { data: { type: 'user--user', id: signedIn.session.user_extra_details.uuid } } },
      },
    }),
  });
  expect(flagged.ok(), await flagged.text()).toBe(true);
  return notifications;
}

/**
 * The server stamps a notification with its own clock; the browser sees the fixed dates above
 * instead, so the dates on screen are the same on every run.
 */
async function pinNotificationDates(page: Page) {
  const created = new Map([OLDER, NEWER].map((item) => [item.subject, item.created]));
  const pin = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(pin);
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, inner]) => [key, pin(inner)]);
      const item = Object.fromEntries(entries) as Record<string, unknown>;
      const date = typeof item.subject === 'string' ? created.get(item.subject) : undefined;
      return date !== undefined && 'created' in item ? { ...item, created: date } : item;
    }
    return value;
  };
  await page.route(/\/jsonapi\/message\/notification/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: pin(await response.json()) });
  });
}

/** The tools member, signed in, with the two notifications and email notifications on. */
async function signInTools(page: Page, request: APIRequestContext) {
  const signedIn = await visualMember(request, 'professional', 'vis-tools');
  const notifications = await ensureNotifications(request, signedIn);
  await request.patch(`/user/${signedIn.session.current_user.uid}?_format=json`, {
    headers: bearer(signedIn),
    data: { field_email_notification: { value: true } },
  });
  await pinNotificationDates(page);
  await pinSecurityLists(page);
  await useSessionIn(page, signedIn.session);
  return { ...signedIn, notifications };
}

const CONTACT_MESSAGES = /\/entity\/contact_message/;
const answerContactMessage = (route: Route) => route.fulfill({ status: 201, json: { id: '1', message: 'Thank you' } });

test.describe('Member tools look right', () => {
  test('settings, the header menus and the congratulations dialog', async ({ page, request, settingsPage }) => {
    await signInTools(page, request);
    await settingsPage.goto();
    await settingsPage.seeEmailNotifications(true);
    await stableShot(page, 'settings.png');

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const bellMenu = page.getByRole('menu');
    await expect(bellMenu.getByRole('menuitem', { name: /Welcome to the Source/ })).toBeVisible();
    await overlayShot(page, bellMenu, 'header-notifications-menu.png');
    await page.keyboard.press('Escape');
    await expect(bellMenu).toBeHidden();

    await page.getByRole('button', { name: 'User menu' }).click();
    const userMenu = page.getByRole('menu');
    await expect(userMenu.getByText('Logged in as Healthcare Professional')).toBeVisible();
    await overlayShot(page, userMenu, 'header-user-menu.png');
    await page.keyboard.press('Escape');
    await expect(userMenu).toBeHidden();

    // The switch's input is visually hidden behind its track: click the track like a person would.
    await settingsPage.emailToggle.click({ force: true });
    await expect(settingsPage.congratulations).toContainText('Your profile has been successfully updated.');
    await overlayShot(page, settingsPage.congratulations, 'dialog-settings-congratulations.png');
  });

  test('notification details', async ({ page, request, notificationsPage }, testInfo) => {
    const { notifications } = await signInTools(page, request);
    const newer = notifications.find((notification) => notification.subject === NEWER.subject)!;
    await page.goto(`/notificationDetails/${newer.nid}`);
    await notificationsPage.seeDetail(NEWER.subject, 'Faster planning');
    await notificationsPage.seeUnreadCount(1);
    await stableShot(page, 'notification-details.png');
    if (testInfo.project.name === 'visual-mobile') {
      await page.getByRole('button', { name: /Back to notifications/ }).click();
      await expect(notificationsPage.list).toBeVisible();
      await stableShot(page, 'notification-list-mobile.png');
    }
  });

  test('each support step and the thank-you', async ({ page, request, supportPage }) => {
    await signInTools(page, request);
    await page.route(CONTACT_MESSAGES, answerContactMessage);
    await supportPage.goto();
    await stableShot(page, 'support-step-1-resource.png');
    await supportPage.chooseResource('Lumira Academy');
    await stableShot(page, 'support-step-2-reason.png');
    await supportPage.chooseReason('Certificate or credits');
    await supportPage.fillRequest('Missing certificate', 'My certificate for the cataract course has not arrived.');
    await supportPage.seeSubmitEnabled(true);
    // At rest: the comment field keeps no focus ring or caret.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await stableShot(page, 'support-step-3-request.png');
    await supportPage.submit();
    await overlayShot(page, supportPage.thankYou, 'dialog-support-thank-you.png');
  });

  test('contact dialogs: empty, with errors, sending and the thank-you', async ({ page, contactDialog }) => {
    const sending = await holdRequests(page, CONTACT_MESSAGES, answerContactMessage);
    await page.goto('/aboutus');
    await contactDialog.openFromFooter();
    await overlayShot(page, contactDialog.dialog, 'dialog-contact.png');
    await contactDialog.dialog.getByLabel('First Name').fill('Marta1');
    await contactDialog.countryField.fill(' Poland');
    await contactDialog.dialog.getByLabel('Email').click();
    await expect(contactDialog.dialog.getByText('First name cannot contain numeric values')).toBeVisible();
    await overlayShot(page, contactDialog.dialog, 'dialog-contact-errors.png');
    await contactDialog.fill({
      firstName: 'Marta',
      lastName: 'Kowalska',
      email: 'marta.kowalska@eye-clinic.example',
      country: 'Poland',
      subject: 'Lens availability',
      comments: 'Which toric lenses ship to Poland?',
    });
    await contactDialog.submit();
    await expect(contactDialog.dialog.getByLabel('Loading')).toBeVisible();
    await overlayShot(page, contactDialog.dialog, 'dialog-contact-sending.png', { ignoreRequests: CONTACT_MESSAGES });
    sending.release();
    await contactDialog.seeThankYou();
    await overlayShot(page, contactDialog.thankYou, 'dialog-contact-thank-you.png');
  });

  test('privacy: the consent dialog and the delete-account dialog', async ({ page, request, settingsPage }) => {
    // A material version waiting for the member, answered here so the shot does not depend on
    // what other specs published (the real flow is in privacy.e2e.spec.ts).
    let pending = [
      {
        page: 'privacy-statement',
        title: 'Privacy Statement',
        link: '/linkdetail/privacy-statement',
        version: 2,
        accepted_version: 1,
        changes: [{ version: 2, summary: 'We now keep sign-in history for 50 sign-ins.', created: SHOT_TIME }],
      },
    ];
    await page.route(/\/api\/user\/consents\/pending(\?|$)/, (route) => route.fulfill({ json: pending }));
    await signInTools(page, request);
    await settingsPage.goto();
    const consentDialog = page.getByRole('dialog', { name: 'We have updated our terms' });
    await expect(consentDialog.getByText('We now keep sign-in history for 50 sign-ins.')).toBeVisible();
    await overlayShot(page, consentDialog, 'dialog-consent-gate.png');

    pending = [];
    await page.reload();
    await expect(consentDialog).toBeHidden();
    const privacy = page.getByRole('region', { name: 'Privacy' });
    await privacy.getByRole('button', { name: 'Delete my account' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(deleteDialog.getByLabel('Password', { exact: true })).toBeVisible();
    await overlayShot(page, deleteDialog, 'dialog-delete-account.png');
  });
});
