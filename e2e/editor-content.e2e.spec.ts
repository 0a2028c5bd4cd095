import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminPost } from './support/admin-api';
import { expectNoAxeViolations, settle } from './support/axe';
import { signInNewEditor } from './support/editors';
import { HomePage } from './pages/home.page';

/** Where the journey leaves screenshots of the console's screens for a person to look at (not baselines). */
const SHOTS = process.env.EDITOR_SHOTS_DIR;
const DEMO_GUEST_BANNERS = [
  'Welcome to the Source',
  'Plan every lens with confidence',
  'Clarity in motion',
  'Learn with the surgical community',
];

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test.afterAll(async ({ request }) => {
  // The demo content back for the specs that follow (the console's changes are overwritten: seed --force).
  await adminPost(request, '/admin/api/seed', { force: true, overwrite_console_edits: true });
});

test('an editor adds a guest banner with a picture, reorders and unpublishes banners, and a guest sees it at once', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInNewEditor(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Banners' }).click();
  const guests = page.getByRole('list', { name: 'Guest banners' });
  await expect(guests.getByTestId('content-row')).toHaveCount(4);
  await settle(page);
  await expectNoAxeViolations(page, 'editor banners');
  await shoot(page, 'banners');

  // Add a guest banner with a picture.
  await page.getByRole('button', { name: 'Add a guest banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a banner' });
  await dialog.getByRole('button', { name: 'Add banner' }).click();
  await expect(dialog.getByText('Please enter a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('Autumn wet-lab courses');
  await dialog.getByLabel('Description').fill('Book a place in the new wet-lab sessions.');
  const picture = await readFile(path.join(import.meta.dirname, '../content/media/banners/guest-academy.jpg'));
  await dialog
    .getByLabel('Picture or video: choose a file')
    .setInputFiles({ name: 'autumn.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(dialog.getByAltText('Picture or video: current picture')).toHaveAttribute(
    'src',
    /^\/files\/media\/[0-9a-f]{32}\.jpg$/,
  );
  await dialog.getByLabel('Link 1: address').fill('/appdetail/surgical-academy');
  await dialog.getByLabel('Link 1: label').fill('Explore the Academy');
  await settle(page);
  await expectNoAxeViolations(page, 'editor banner form');
  await shoot(page, 'banner-form');
  await dialog.getByRole('button', { name: 'Add banner' }).click();
  await expect(dialog).toBeHidden();
  await expect(guests.getByTestId('content-row')).toHaveCount(5);
  await expect(guests.getByTestId('content-row').nth(4)).toContainText('5. Autumn wet-lab courses');

  // Reorder with the keyboard: the new banner to the top.
  await page.getByRole('button', { name: 'Move “Autumn wet-lab courses” up' }).focus();
  for (let position = 4; position >= 1; position -= 1) {
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Moved “Autumn wet-lab courses” to position ${position} of 5.`)).toBeVisible();
    if (position > 1) await expect(page.getByRole('button', { name: 'Move “Autumn wet-lab courses” up' })).toBeFocused();
  }
  await expect(guests.getByTestId('content-row').first()).toContainText('1. Autumn wet-lab courses');

  // Unpublish the video banner.
  await page.getByRole('button', { name: 'Unpublish “Clarity in motion”' }).click();
  await expect(page.getByRole('button', { name: 'Publish “Clarity in motion”' })).toBeVisible();
  await expect(guests.getByTestId('content-row').filter({ hasText: 'Clarity in motion' })).toContainText('Draft');
  await shoot(page, 'banners-changed');

  // A guest (another browser context) sees the change on the next page load.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  const home = new HomePage(guestPage);
  await home.goto();
  await home.seeBanners([
    'Autumn wet-lab courses',
    'Welcome to the Source',
    'Plan every lens with confidence',
    'Learn with the surgical community',
  ]);
  const first = home.slides().first().getByRole('img', { name: 'Autumn wet-lab courses' });
  await expect(first).toHaveAttribute('src', /\/files\/media\/[0-9a-f]{32}\.jpg$/);
  await expect(first).toHaveAttribute('srcset', /\/files\/variants\/800\/media\/[0-9a-f]{32}\.jpg\.webp 800w/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await guestContext.close();

  // The audit log names every change.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Unpublished' }).first()).toContainText('Banner');
  await expect(rows.filter({ hasText: 'Reordered' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Uploaded' }).first()).toContainText('Picture or video');

  // A mistake undone from the audit log: the unpublished banner put back.
  await rows
    .filter({ hasText: 'Unpublished' })
    .first()
    .getByRole('button', { name: /^Put back: / })
    .click();
  const putBack = page.getByRole('dialog', { name: 'Put back?' });
  await expect(putBack.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await settle(page);
  await expectNoAxeViolations(page, 'editor put back dialog');
  await putBack.getByRole('button', { name: 'Put back' }).click();
  await expect(page.getByText('Put back the banner “Clarity in motion” as it was before this change.')).toBeVisible();
  const banners = (await (await page.request.get('/viewapi/banner-list')).json()) as { title: string }[];
  expect(banners.map((b) => b.title)).toContain('Clarity in motion');
});

test('the cards, mid banner and tags screens pass axe; the mid banner body is edited as rich text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInNewEditor(page);
  const nav = page.getByRole('navigation', { name: 'Console' });

  await nav.getByRole('link', { name: 'Quick-link cards' }).click();
  await expect(page.getByRole('list', { name: 'Quick-link cards' }).getByTestId('content-row')).toHaveCount(4);
  await expectNoAxeViolations(page, 'editor cards');
  await shoot(page, 'cards');
  await page.getByRole('button', { name: 'Edit “Lumira Lens Planner”' }).click();
  const card = page.getByRole('dialog', { name: 'Edit card “Lumira Lens Planner”' });
  await expect(card.getByLabel('Resource it opens')).toHaveValue('Lumira Lens Planner');
  await expectNoAxeViolations(page, 'editor card form');
  await shoot(page, 'card-form');
  await card.getByRole('button', { name: 'Cancel' }).click();

  await nav.getByRole('link', { name: 'Mid banner' }).click();
  await page.getByRole('button', { name: /^Edit “One login for every Lumira tool/ }).click();
  const mid = page.getByRole('dialog', { name: 'Edit the mid banner' });
  const body = mid.getByRole('textbox', { name: /^Body/ });
  await expect(body.getByRole('heading', { name: 'One login for every Lumira tool' })).toBeVisible();
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Free for professionals.');
  await expectNoAxeViolations(page, 'editor mid banner form');
  await shoot(page, 'mid-banner-form');
  await mid.getByRole('button', { name: 'Save mid banner' }).click();
  await expect(mid).toBeHidden();
  const [served] = (await (await page.request.get('/uiapi/mid-banner')).json()) as { body: string }[];
  expect(served!.body).toContain('Free for professionals.');

  await nav.getByRole('link', { name: 'Search tags' }).click();
  await expect(page.getByRole('list', { name: 'Search tags' }).getByTestId('content-row')).toHaveCount(8);
  await page.getByRole('button', { name: 'Delete “Toric IOL”' }).click();
  await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('The tag Toric IOL is used by');
  await expectNoAxeViolations(page, 'editor tags');
  await shoot(page, 'tags');
});

test('the demo banners are back after the spec (seed --force overwrites console changes)', async ({ request }) => {
  await adminPost(request, '/admin/api/seed', { force: true, overwrite_console_edits: true });
  const banners = (await (await request.get('/viewapi/banner-list')).json()) as { title: string }[];
  expect(banners.map((b) => b.title)).toEqual(DEMO_GUEST_BANNERS);
});
