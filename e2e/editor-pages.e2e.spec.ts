import { expect, test } from '@playwright/test';
import { ConsentGate } from './pages/consent-gate.page';
import { ContentPage } from './pages/content.page';
import { acceptPendingForSharedMembers } from './privacy.fixtures';
import { adminPost } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { signInNewEditor } from './support/editors';
import { ensureMember, loginViaApi, useSessionIn } from './support/members';

// The editor console's pages (issue 14): a legal page edited in the rich-text field, its history,
// a restore a guest sees at once, the audit row, and a version marked material that members must
// accept. Afterwards the run's shared members accept what is pending (so no later spec meets the
// consent gate) and seed --force puts the demo pages back.
test.afterAll(async ({ request }) => {
  await acceptPendingForSharedMembers(request);
  await adminPost(request, '/admin/api/seed', { force: true, overwrite_console_edits: true });
});

const TERMS = 'Terms of Service';
const SEEDED_LINE = 'Last updated: 6 January 2025';

test('an editor edits the Terms of Service, a guest sees it at once; restoring the previous version brings the old text back', async ({
  page,
  browser,
}) => {
  const added = `Saved plans may be shared within your clinic (${Date.now().toString(36)}).`;
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = await signInNewEditor(page, 'pages-editor');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Pages' }).getByTestId('content-row');
  const termsRow = rows.filter({ hasText: TERMS });
  await expect(termsRow).toContainText('/linkdetail/terms-service · in the footer · version 1');
  await expect(termsRow).toContainText('Legal page: fixed address, always published, cannot be deleted');
  await expect(page.getByRole('button', { name: `Delete “${TERMS}”` })).toHaveCount(0);
  await expectNoAxeViolations(page, 'editor pages');

  // Add a paragraph at the end of the body, in the rich-text field.
  await page.getByRole('button', { name: `Edit “${TERMS}”` }).click();
  const form = page.getByRole('dialog', { name: `Edit the page “${TERMS}”` });
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveAttribute('readonly');
  const body = form.getByRole('textbox', { name: /^Body/ });
  await expect(body.getByRole('heading', { name: '1. Who may use the Source' })).toBeVisible();
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(added);
  await expect(body).toContainText(added);
  await expectNoAxeViolations(page, 'editor page form');
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(form).toBeHidden();
  await expect(termsRow).toContainText('version 2');

  // A guest (another browser) reads the new text on the next page load.
  const guestContext = await browser.newContext();
  const guest = new ContentPage(await guestContext.newPage());
  await guest.goto('/linkdetail/terms-service');
  await guest.seeTitle(TERMS);
  await expect(guest.page.getByText(added)).toBeVisible();
  await expect(guest.page.getByText(SEEDED_LINE)).toBeVisible();

  // The history: the seeded version 1 and the editor's version 2.
  await page.getByRole('link', { name: `History of “${TERMS}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `History of “${TERMS}”` })).toBeVisible();
  const versions = page.getByRole('table', { name: `History of “${TERMS}”` }).getByTestId('version-row');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first()).toContainText(email);
  await expect(versions.nth(1)).toContainText('seed');
  await expect(page.getByRole('button', { name: 'Restore version 2' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'editor page history');

  // View the previous version: the text as it was, without the new paragraph.
  await page.getByRole('button', { name: 'View version 1' }).click();
  const view = page.getByRole('dialog', { name: 'Version 1' });
  await expect(view.getByRole('heading', { name: TERMS })).toBeVisible();
  await expect(view.getByText(SEEDED_LINE)).toBeVisible();
  await expect(view.getByText(added)).toHaveCount(0);
  await expectNoAxeViolations(page, 'editor page version dialog');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // Restore it, after the confirmation (whose Cancel has the focus).
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(confirm).toContainText('saved again as the newest version (version 3)');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'editor restore dialog');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 restored as version 3.' })).toBeVisible();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first()).toContainText('Restored version 1.');

  // The guest's next load shows the old text again.
  await guest.page.reload();
  await guest.seeTitle(TERMS);
  await expect(guest.page.getByText(SEEDED_LINE)).toBeVisible();
  await expect(guest.page.getByText(added)).toHaveCount(0);
  await guestContext.close();

  // The audit log names the save and the restore, by this editor.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: email });
  await expect(audit.filter({ hasText: 'Version restored' }).first()).toContainText('Page');
  await expect(audit.filter({ hasText: 'Changed' }).first()).toContainText('Page');
});

test('a version marked material makes a signed-in member accept the Terms of Service again on their next load', async ({
  page,
  browser,
}) => {
  const summary = `Saved plans may now be shared within your clinic (${Date.now().toString(36)}).`;
  // Registered (and so accepting the current terms) before the change.
  const member = await ensureMember(page.request, 'professional', `editor-pages-member-${Date.now().toString(36)}`);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await useSessionIn(memberPage, await loginViaApi(page.request, member));
  const gate = new ConsentGate(memberPage);
  await memberPage.goto('/');
  await expect(memberPage.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await expect(gate.dialog).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInNewEditor(page, 'pages-material-editor');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('link', { name: `History of “${TERMS}”` }).click();
  const current = page
    .getByRole('table', { name: `History of “${TERMS}”` })
    .getByTestId('version-row')
    .first();
  await expect(current).toContainText('Current');
  const number = (await current.getByRole('button', { name: /^View version \d+$/ }).getAttribute('aria-label'))!.split(' ').pop();
  await current.getByRole('button', { name: `Mark as material: version ${number}` }).click();
  const mark = page.getByRole('dialog', { name: `Mark version ${number} as material?` });
  await mark.getByRole('button', { name: 'Mark as material' }).click();
  await expect(mark.getByText('Please enter a summary of what changed')).toBeVisible();
  await mark.getByRole('textbox', { name: 'What changed (shown to members)' }).fill(summary);
  await expectNoAxeViolations(page, 'editor mark-as-material dialog');
  await mark.getByRole('button', { name: 'Mark as material' }).click();
  await expect(mark).toBeHidden();
  await expect(current).toContainText(/Material \(consent version \d+\)/);
  await expect(current).toContainText(summary);
  await expectNoAxeViolations(page, 'editor page history with a material version');

  // The member's next load asks, with the summary.
  await memberPage.reload();
  await gate.seeAsked(TERMS, summary);
  await gate.clickAccept();
  await memberPage.reload();
  await expect(memberPage.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await expect(gate.dialog).toHaveCount(0);
  await memberContext.close();
});
