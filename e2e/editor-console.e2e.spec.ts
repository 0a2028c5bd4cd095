import { expect, test } from '@playwright/test';
import { uniqueEmail } from './accounts.fixtures';
import { expectNoAxeViolations, settle } from './support/axe';
import { addEditorWithCli } from './support/editors';
import { waitForLink } from './support/mailbox';

/** Where the journey leaves screenshots of the console's screens for a person to look at (not baselines). */
const SHOTS = process.env.EDITOR_SHOTS_DIR;

/** `npm run portal -- editor add …`; returns the printed set-password link. */
async function addEditorPrintingLink(email: string): Promise<string> {
  const stdout = await addEditorWithCli(email);
  expect(stdout).toContain('sent by the running portal');
  const link = /https?:\/\/\S+\/editor\/set-password\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`editor add printed no link:\n${stdout}`);
  return link;
}

test('an editor added with the CLI sets a password from the mail, signs in and sees it in the audit log', async ({ page }) => {
  const email = uniqueEmail('editor');
  const printed = await addEditorPrintingLink(email);
  const mailed = await waitForLink(email, '/editor/set-password/', { subject: /editor console/ });
  expect(mailed).toBe(printed);

  await page.goto(mailed);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('Amber-Console-58');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Amber-Console-58');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/set-password.png` });
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been set. You can now sign in to the editor console.');

  // The link is single use.
  await page.goto(mailed);
  await page.getByRole('textbox', { name: 'New password' }).fill('Other-Console-91');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Other-Console-91');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has already been used.');

  await page.getByRole('link', { name: 'Already set? Sign in' }).click();
  await expect(page).toHaveURL(/\/editor\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Amber-Console-58');
  await settle(page);
  await expectNoAxeViolations(page, 'editor sign-in');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sign-in.png` });
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');

  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByLabel('Editor', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  // Filtered by the editor's email: only their own change (the CLI's row is by 'command line').
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Password set');
  await expect(rows.nth(1)).toContainText(email);
  await page.getByLabel('Editor', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const created = page.getByRole('row').filter({ hasText: 'command line' }).filter({ hasText: 'Created' }).first();
  await expect(created).toBeVisible();
  await created.getByText('What changed (3)').click();
  // The row names the editor account by its email; the change lists its fields.
  await expect(created.getByText(`“${email}”`)).toBeVisible();
  await expect(created.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'editor audit log');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/audit-log-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/audit-log-mobile.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // An editor never reaches the member side: the member login refuses the account.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Amber-Console-58');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This is an editor account');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/editor');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/editor\/login$/);
});
