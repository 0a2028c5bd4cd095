import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, listMessages, notify, SUPPORT_INBOX, test, unique } from './member-tools.fixtures';
import { mailsTo, waitForMail } from './support/mailbox';
import { e2eInboxDir } from './support/paths';

const ATTACHMENT_PNG = path.resolve(import.meta.dirname, '..', 'content', 'media', 'icons', 'lens-planner.png');
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('Member tools', () => {
  test('notify from the command line → bell count → open → read → count drops; email only while the toggle is on', async ({
    page,
    notificationsPage,
    settingsPage,
    signInAs,
  }) => {
    const { member } = await signInAs('professional', 'tools-notify');
    await settingsPage.goto();
    await settingsPage.seeEmailNotifications(true);
    await notificationsPage.seeUnreadCount(0);

    const first = unique('Toric calculator update');
    expect(
      await notify({
        subject: first,
        html: '<p>The toric calculator now supports <strong>biometer import</strong>.</p>',
        to: member.email,
      }),
    ).toMatch(/for 1 member\(s\); 1 email\(s\) queued/);
    const mail = await waitForMail(member.email, { subject: escape(first) });
    expect(mail.text).toContain('biometer import');

    await page.reload();
    await notificationsPage.seeUnreadCount(1);
    await notificationsPage.openFromBell(first);
    await expect(page).toHaveURL(/\/notificationDetails\/\d+$/);
    await notificationsPage.seeDetail(first, 'The toric calculator now supports biometer import.');
    await notificationsPage.seeUnreadCount(0);
    await notificationsPage.seeUnreadInList(first, false);

    // Toggle off: the next notification still reaches the bell, but no email is sent.
    await settingsPage.goto();
    await settingsPage.setEmailNotifications(false);
    await page.reload();
    await settingsPage.seeEmailNotifications(false);
    const second = unique('Webinar on toric planning');
    expect(await notify({ subject: second, html: '<p>Join us on Thursday.</p>', to: member.email })).toMatch(
      /for 1 member\(s\); 0 email\(s\) queued/,
    );
    expect((await mailsTo(member.email)).filter((received) => received.subject.includes(second))).toEqual([]);
    await page.reload();
    await notificationsPage.seeUnreadCount(1);

    // Opened from Settings, the back arrow returns there (one history entry).
    await notificationsPage.openFromBell(second);
    await notificationsPage.seeDetail(second, 'Join us on Thursday.');
    await notificationsPage.seeUnreadCount(0);
    await notificationsPage.clickInList(first);
    await notificationsPage.seeDetail(first, 'biometer import');
    await notificationsPage.clickBack();
    await expect(page).toHaveURL(/\/settings$/);

    // And on again: mail flows again.
    await settingsPage.setEmailNotifications(true);
    const third = unique('Catalogue refreshed');
    expect(await notify({ subject: third, html: '<p>New lenses listed.</p>', to: member.email })).toMatch(/1 email\(s\) queued/);
    await waitForMail(member.email, { subject: escape(third) });
  });

  test('the support wizard with an attachment reaches the support inbox and is stored', async ({ supportPage, signInAs }) => {
    const { member } = await signInAs('professional', 'tools-support');
    await supportPage.goto();
    await supportPage.chooseResource('Lumira Lens Planner');
    await supportPage.chooseReason('Calculation question');
    await supportPage.seeSubmitEnabled(false);
    const subject = unique('Axis calculation');
    await supportPage.fillRequest(subject, 'The suggested axis differs from my manual calculation.');
    await supportPage.attach(ATTACHMENT_PNG);
    await supportPage.seeSubmitEnabled(true);
    await supportPage.submit();
    await supportPage.seeThankYouAndContinue();
    await expect(supportPage.step('form')).toHaveAttribute('aria-disabled', 'true');

    const mail = await waitForMail(SUPPORT_INBOX, { subject: escape(subject) });
    expect(mail.text).toContain('Lumira Lens Planner - Calculation question');
    expect(mail.text).toContain('The suggested axis differs from my manual calculation.');
    expect(mail.text).toContain(member.email);
    const raw = await readFile(path.join(e2eInboxDir, mail.file), 'utf8');
    // Issue 10: the attachment keeps the member's file name.
    expect(raw).toMatch(/Content-Type: image\/png[\s\S]*filename="?lens-planner\.png/i);
    expect(mail.text).toContain('Attachment: lens-planner.png (image/png)');

    const stored = await listMessages();
    expect(stored).toContain(subject);
    expect(stored).toMatch(/Attachment: .*\.png/);
  });

  test('a guest sends the Contact Us For Help form and sees the thank-you', async ({ page, contactDialog }) => {
    await page.goto('/');
    await contactDialog.openFromFooter();
    await expect(contactDialog.dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const subject = unique('Lens availability');
    await contactDialog.fill({
      firstName: 'Marta',
      lastName: 'Kowalska',
      email: 'marta.kowalska@eye-clinic.example',
      country: 'Poland',
      subject,
      comments: 'Which toric lenses ship to Poland?',
    });
    await contactDialog.submit();
    await contactDialog.seeThankYou();
    await contactDialog.clickContinue();

    const mail = await waitForMail(SUPPORT_INBOX, { subject: escape(subject) });
    expect(mail.text).toContain('Marta Kowalska');
    expect(mail.text).toContain('marta.kowalska@eye-clinic.example');
    expect(mail.text).toContain('Poland');
    expect(mail.text).toContain('Which toric lenses ship to Poland?');
  });

  test('while the form is being sent, the close icon stays usable and closes the dialog', async ({ page, contactDialog }) => {
    await page.goto('/');
    // Hold the request so the dialog stays in its sending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/entity/contact_message*', async (route) => {
      await held;
      await route.continue();
    });
    await contactDialog.openFromFooter();
    await contactDialog.fill({
      firstName: 'Marta',
      lastName: 'Kowalska',
      email: 'marta.kowalska@eye-clinic.example',
      country: 'Poland',
      subject: unique('Held request'),
      comments: 'Sent slowly.',
    });
    await contactDialog.submit();
    await expect(contactDialog.dialog.getByLabel('Loading')).toBeVisible();
    // Playwright clicks only what is on top at that point: an overlay over the icon fails here.
    await contactDialog.dialog.getByRole('button', { name: 'Close dialog' }).click({ timeout: 3000 });
    await expect(contactDialog.dialog).toBeHidden();
    release();
  });
});
