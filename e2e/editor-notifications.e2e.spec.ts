import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, settle } from './support/axe';
import { signInNewEditor } from './support/editors';
import { mailsTo, waitForMail } from './support/mailbox';
import { ensureMember, loginViaApi, type E2eMember } from './support/members';

// Issue 15: a notification composed in the console reaches distributors through the job queue;
// the list shows its emails go from queued to sent; only distributors with the setting on get mail.

async function setEmailNotifications(request: APIRequestContext, member: E2eMember, on: boolean) {
  const session = await loginViaApi(request, member);
  const saved = await request.patch(`/user/${session.current_user.uid}?_format=json`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { field_email_notification: { value: on } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('compose to distributors: progress reaches sent, and only distributors with the setting on are emailed', async ({
  page,
}) => {
  const emailed = await ensureMember(page.request, 'distributor', 'notify-distributor-on');
  const quiet = await ensureMember(page.request, 'distributor', 'notify-distributor-off');
  const professional = await ensureMember(page.request, 'professional', 'notify-professional');
  await setEmailNotifications(page.request, emailed, true);
  await setEmailNotifications(page.request, quiet, false);
  await setEmailNotifications(page.request, professional, true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'notifications-editor');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Notifications' }).click();
  const subject = `Price list ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).click();
  await page.keyboard.type('The new price list is online.');
  await page.getByRole('combobox', { name: 'Audience' }).click();
  await page.getByRole('option', { name: 'Distributors' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  await expect(preview.getByText(/^Reaches \d+ members?; \d+ (is|are) emailed/)).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Back to editing' })).toBeFocused();
  await settle(page);
  await expectNoAxeViolations(page, 'notification preview');
  await preview.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(new RegExp(`^Sent "${subject}" to \\d+ members`))).toBeVisible();

  // The list refreshes itself while sending, until every email is out.
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/ sent · 0 failed · 0 queued$/)).toBeVisible();
  await expectNoAxeViolations(page, 'editor notifications');

  const mail = await waitForMail(emailed.email, { subject: new RegExp(subject) });
  expect(mail.text).toContain('The new price list is online.');
  expect(mail.links.some((link) => new URL(link).pathname.startsWith('/notificationDetails/'))).toBe(true);
  const subjectOf = (mails: { subject: string }[]) => mails.filter((m) => m.subject.includes(subject));
  expect(subjectOf(await mailsTo(quiet.email))).toHaveLength(0);
  expect(subjectOf(await mailsTo(professional.email))).toHaveLength(0);
  expect(subjectOf(await mailsTo(emailed.email))).toHaveLength(1);
});
