import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MemberHomePage } from './pages/member-home.page';
import { expectNoAxeViolations, settle } from './support/axe';
import { signInNewEditor } from './support/editors';
import { clearSubscriptions, ensureMember, loginViaApi, subscribe, useSessionIn } from './support/members';

// Issue 15 in the console: a member's request approved from the Approvals queue, and a support
// message with an attachment read and downloaded from the Inbox.

const LIBRARY = 'Surgical Video Library';

test('an editor approves a request from the queue, and the member sees the resource open', async ({ page, browser }) => {
  const member = await ensureMember(page.request, 'professional', 'queue-professional');
  const session = await loginViaApi(page.request, member);
  await clearSubscriptions(page.request, session);
  await subscribe(page.request, session, '1003'); // Surgical Video Library needs approval

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'approvals-editor');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).click();
  const name = `${member.firstName} `;
  const row = page.getByRole('checkbox', { name: new RegExp(`^Select ${name}.* for ${LIBRARY}$`) });
  await expect(row).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'editor approvals');
  await row.check();
  await page.getByRole('textbox', { name: /^Reason/ }).fill('Welcome to the library.');
  await page.getByRole('button', { name: 'Approve 1 request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All 1 done.' })).toBeVisible();
  await expect(page.getByText(`Done: ${member.firstName}`)).toContainText(`Approved: ${LIBRARY} now opens for ${member.email}`);
  await expect(row).toHaveCount(0);

  // The member's home, in their own browser: the resource opens (no longer pending).
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await useSessionIn(memberPage, session);
  const home = new MemberHomePage(memberPage);
  await home.goto();
  await expect(home.openLink(LIBRARY)).toBeVisible();
  await expect(home.pendingTile(LIBRARY)).toHaveCount(0);
  await context.close();
  await clearSubscriptions(page.request, session);
});

test('a support message with an attachment appears in the inbox and downloads', async ({ page }) => {
  const member = await ensureMember(page.request, 'professional', 'queue-support');
  const session = await loginViaApi(page.request, member);
  const picture = await readFile(path.join(import.meta.dirname, '../content/media/avatar/default-avatar.png'));
  const subject = `Blank page ${Date.now().toString(36)}`;
  const sent = await page.request.post('/entity/contact_message', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      contact_form: { target_id: 'support' },
      name: { value: `${member.firstName} Tester` },
      mail: { value: member.email },
      field_userid: { value: session.current_user.uid },
      subject: { value: subject },
      message: { value: 'The planner shows a blank page after sign-in.' },
      field_resource: { value: 'Lumira Lens Planner - Login issue' },
      field_support_image: { value: `data:image/png;base64,${picture.toString('base64')}` },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'inbox-editor');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByText(subject).click(); // opens the message
  await expect(page.getByText('The planner shows a blank page after sign-in.')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'editor inbox');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download attachment: ${subject}` }).click(),
  ]);
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(download.suggestedFilename()).toMatch(/^attachment-\d+\.png$/);
});
