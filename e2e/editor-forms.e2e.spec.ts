import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminPost } from './support/admin-api';
import { signInNewEditor } from './support/editors';

// Issue 38, "Done means": an editor's work is never lost in a real browser: Escape or browser Back
// on a half-typed form asks first (Keep editing focused); two tabs editing one item get a 409 with
// the other change shown; a session that ended is signed in again over the form and the typed
// values saved; Save waits out an upload.

test.afterAll(async ({ request }) => {
  await adminPost(request, '/admin/api/seed', { force: true, overwrite_console_edits: true });
});

/** Opens the form of one of the seed's tags (each test edits its own: they share one portal). */
async function openTagForm(page: Page, tag: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Search tags' }).click();
  await page.getByRole('button', { name: `Edit “${tag}”` }).click();
  return page.getByRole('dialog', { name: `Rename tag “${tag}”` });
}

test('Escape on a half-typed form asks first, and Keep editing keeps what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'forms-escape');
  const form = await openTagForm(page, 'Video');
  await form.getByLabel('Name').fill('Vid');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  // Keep editing has the focus, so Enter keeps editing; the focus goes back to the field.
  await expect(ask.getByRole('button', { name: 'Keep editing', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Name')).toHaveValue('Vid');
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
});

test('browser Back with a half-typed form asks first: Keep editing keeps the page and what was typed, Discard goes back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'forms-back');
  const form = await openTagForm(page, 'Video');
  await expect(page).toHaveURL(/\/editor\/tags/);
  await form.getByLabel('Name').fill('Videos and');
  await page.goBack();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep editing', exact: true })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep editing', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/editor\/tags/);
  await expect(form.getByLabel('Name')).toHaveValue('Videos and');

  // Asked again at the next Back; Discard leaves the page for the one before.
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
  await expect(page).not.toHaveURL(/\/editor\/tags/);
});

test('two tabs edit one tag: the second save gets a 409 with the first change shown, and nothing typed is lost', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'forms-tab-one');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInNewEditor(otherPage, 'forms-tab-two');
  const mine = await openTagForm(page, 'Cataract surgery');
  const theirs = await openTagForm(otherPage, 'Cataract surgery');
  await theirs.getByLabel('Name').fill('Cataract & lens surgery');
  await theirs.getByRole('button', { name: 'Save tag' }).click();
  await expect(otherPage.getByText('Saved “Cataract & lens surgery”.')).toBeVisible();
  await other.close();

  await mine.getByLabel('Name').fill('Cataract procedures');
  await mine.getByRole('button', { name: 'Save tag' }).click();
  const notice = mine.getByRole('alert');
  await expect(notice).toContainText('Someone else saved this meanwhile');
  await expect(mine.getByLabel('Name')).toHaveValue('Cataract procedures');
  await notice.getByRole('button', { name: 'See their change' }).click();
  await expect(notice.getByRole('list', { name: 'Their change' })).toContainText('Cataract & lens surgery');
  await notice.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(page.getByText('Saved “Cataract procedures”.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search tags' })).toContainText('Cataract procedures');
});

test('a session that ended while typing: Save signs in again over the form and saves what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await signInNewEditor(page, 'forms-expired');
  const form = await openTagForm(page, 'Toric IOL');
  await form.getByLabel('Name').fill('Toric IOLs');
  // The session ends on the server meanwhile (as after the idle limit): its token no longer works.
  const stored = await page.evaluate(() => window.localStorage.getItem('source:editor-session'));
  const session = JSON.parse(stored!) as { access_token: string; logout_token: string; csrf_token: string };
  const signedOut = await page.request.post(`/api/editor/logout?token=${session.logout_token}`, {
    headers: { authorization: `Bearer ${session.access_token}`, 'x-csrf-token': session.csrf_token },
  });
  expect(signedOut.status()).toBe(204);
  await form.getByRole('button', { name: 'Save tag' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in again to save' });
  await expect(signIn).toBeVisible();
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill('Amber-Console-58');
  await signIn.getByRole('button', { name: /Sign in/ }).click();
  await expect(page.getByText('Saved “Toric IOLs”.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search tags' })).toContainText('Toric IOLs');
});

test('while a picture uploads, Save reads “Uploading…” and cannot be pressed; then it saves the banner with the picture', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'forms-upload');
  // The upload takes a while, as on a slow connection.
  await page.route('**/api/editor/media', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'Add a guest banner' }).click();
  const form = page.getByRole('dialog', { name: 'Add a banner' });
  await form.getByLabel(/^Title/).fill('Slow upload banner');
  const picture = await readFile(path.join(import.meta.dirname, '../content/media/banners/guest-academy.jpg'));
  await form
    .getByLabel('Picture or video: choose a file')
    .setInputFiles({ name: 'academy.jpg', mimeType: 'image/jpeg', buffer: picture });
  const save = form.getByRole('button', { name: 'Uploading…' });
  await expect(save).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Add banner' })).toBeEnabled();
  await form.getByRole('button', { name: 'Add banner' }).click();
  await expect(page.getByText('Saved “Slow upload banner”.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Guest banners' })).toContainText('Slow upload banner');
});
