import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MemberHomePage } from './pages/member-home.page';
import { ResourceDetailPage } from './pages/resource-detail.page';
import { adminPost } from './support/admin-api';
import { expectNoAxeViolations, settle } from './support/axe';
import { signInNewEditor } from './support/editors';
import { ensureMember, loginViaApi, useSessionIn, type MemberKind } from './support/members';

const TITLE = 'Distributor Price Lists';
/** Where the journey leaves screenshots for a person to look at (not baselines). */
const SHOTS = process.env.EDITOR_SHOTS_DIR;
const media = (file: string) => readFile(path.join(import.meta.dirname, '../content/media', file));

test.afterAll(async ({ request }) => {
  await adminPost(request, '/admin/api/seed', { force: true, overwrite_console_edits: true });
});

/** Deletes a resource from the console's list, answering its question. */
async function deleteResource(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
}

/** What a member of `kind`, signed in another browser, is offered to add on the home page. */
async function addableFor(page: Page, kind: MemberKind): Promise<string[]> {
  const member = await ensureMember(page.request, kind, `editor-resources-${kind}`);
  const context = await page.context().browser()!.newContext();
  const memberPage = await context.newPage();
  await useSessionIn(memberPage, await loginViaApi(page.request, member));
  const home = new MemberHomePage(memberPage);
  await home.goto();
  await expect(home.addable.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  const titles = await home.addable.getByRole('link').allTextContents();
  await context.close();
  return titles;
}

test('an editor creates a resource with a gallery for distributors only, publishes it, and a guest and a distributor see it; a professional is not offered it', async ({
  page,
  browser,
}) => {
  // A long journey (three browsers, uploads, preview, publishing): on a slow 2-core machine it ran
  // past the default 120 s.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewEditor(page, 'resource-editor');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Resources' }).click();
  const list = page.getByRole('list', { name: 'Resources' });
  await expect(list.getByTestId('content-row').first()).toBeVisible();
  // An attempt cut short (before a retry) leaves its resource behind: re-seeding upserts the demo's
  // resources and never deletes one.
  if ((await list.getByTestId('content-row').filter({ hasText: TITLE }).count()) > 0) {
    await deleteResource(page, TITLE);
  }
  await expect(list.getByTestId('content-row')).toHaveCount(10);
  await settle(page);
  await expectNoAxeViolations(page, 'editor resources');

  await page.getByRole('button', { name: 'Add a resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a resource' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('price-lists');
  await dialog.getByRole('textbox', { name: 'Summary', exact: true }).fill('Current price lists for every market.');
  await dialog.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.type('Download the current price lists for your market.');
  await dialog
    .getByLabel('Icon: choose a file')
    .setInputFiles({ name: 'prices.png', mimeType: 'image/png', buffer: await media('icons/order-portal.png') });
  await expect(dialog.getByAltText('Icon: current picture')).toHaveAttribute('src', /^\/files\/media\/[0-9a-f]{32}\.png$/);
  const gallery = dialog.getByLabel('Add to the gallery: choose a file');
  await gallery.setInputFiles({
    name: 'stock.png',
    mimeType: 'image/png',
    buffer: await media('gallery/order-portal-stock.png'),
  });
  await expect(dialog.getByText('1. ', { exact: false }).first()).toBeVisible();
  await gallery.setInputFiles({ name: 'ripple.mp4', mimeType: 'video/mp4', buffer: await media('gallery/lens-ripple.mp4') });
  const secondItem = dialog.getByRole('button', { name: /^Move gallery item 2 \(.+\.mp4\) up$/ });
  await secondItem.click(); // the video first
  await expect(dialog.getByRole('button', { name: /^Move gallery item 1 \(.+\.mp4\) down$/ })).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Distributors' }).check();
  await dialog.getByRole('checkbox', { name: 'Web app' }).check();
  await dialog.getByRole('textbox', { name: 'Web app address' }).fill('https://prices.lumira-optics.example/');
  await dialog.getByRole('switch', { name: 'Show the Visit button (opens the web app)' }).check();
  await dialog.getByRole('textbox', { name: /^Thank-you text/ }).click();
  await page.keyboard.type('Thank you for adding the price lists.');
  await dialog.getByLabel('Support areas', { exact: true }).fill('Pricing question');
  await page.keyboard.press('Enter');
  await settle(page);
  await expectNoAxeViolations(page, 'editor resource form');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog).toBeHidden();

  // A draft: in the console, nowhere else.
  const row = list.getByTestId('content-row').filter({ hasText: TITLE });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('/appdetail/price-lists · for distributors');
  expect((await page.request.get('/jsonapi/resource/detail?alias=/price-lists')).status()).toBe(404);
  expect(await addableFor(page, 'distributor')).not.toContain(TITLE);

  // Preview before publishing: the real screens with the draft, as each audience.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview', level: 1 })).toBeVisible();
  const offered = page.getByRole('region', { name: 'Resources offered' });
  await page.getByRole('radio', { name: 'Distributor' }).check();
  await expect(offered).toContainText(`${TITLE} (draft)`);
  await page.getByRole('combobox', { name: 'Screen' }).click();
  await page.getByRole('option', { name: `${TITLE} (draft)` }).click();
  const frame = page.getByRole('region', { name: 'Preview as Distributor' });
  await expect(frame.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-distributor.png`, fullPage: true });
  await settle(page);
  await expectNoAxeViolations(page, 'editor preview');
  await page.getByRole('radio', { name: 'Healthcare professional' }).check();
  await expect(offered).not.toContainText(TITLE);
  // Not open to professionals: the resource page sends them to their home, where it is not offered.
  const asProfessional = page.getByRole('region', { name: 'Preview as Healthcare professional' });
  await expect(asProfessional.getByRole('region', { name: 'Resources you can add' })).toBeVisible();
  await expect(asProfessional.getByRole('region', { name: 'Resources you can add' })).not.toContainText(TITLE);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-professional.png`, fullPage: true });
  await page.getByRole('radio', { name: 'Guest' }).check();
  await expect(
    page.getByRole('region', { name: 'Preview as Guest' }).getByRole('heading', { name: TITLE, level: 1 }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Resources' }).click();

  await page.getByRole('button', { name: `Publish “${TITLE}”` }).click();
  await expect(page.getByRole('button', { name: `Unpublish “${TITLE}”` })).toBeVisible();

  // A guest sees its page with the gallery in the editor's order.
  const guestContext = await browser.newContext();
  const detail = new ResourceDetailPage(await guestContext.newPage());
  await detail.goto('price-lists');
  await detail.seeTitle(TITLE);
  await detail.seeRegisterToJoin();
  await expect(detail.gallery.getByRole('button', { name: `${TITLE}: media 1 of 2` })).toBeVisible();
  await expect(detail.gallery.locator('video').first()).toHaveAttribute('src', /\/files\/media\/[0-9a-f]{32}\.mp4$/);
  await guestContext.close();

  // Offered to distributors, not to professionals.
  expect(await addableFor(page, 'distributor')).toContain(TITLE);
  expect(await addableFor(page, 'professional')).not.toContain(TITLE);

  // Nobody added it: it can be deleted, and the audit log names every step.
  await deleteResource(page, TITLE);
  await expect(list.getByTestId('content-row')).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Resource' });
  for (const action of ['Created', 'Published', 'Deleted']) await expect(rows.filter({ hasText: action }).first()).toBeVisible();
});
