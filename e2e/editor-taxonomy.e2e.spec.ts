import { expect, test, type Page } from '@playwright/test';
import { RegisterPage } from './pages/register.page';
import { adminPost } from './support/admin-api';
import { expectNoAxeViolations } from './support/axe';
import { signInNewEditor } from './support/editors';

// The editor console's professions, specialities and need-help list (issue 14). The spec deletes
// what it added, and seed --force puts the demo's terms back for the specs after it.
test.afterAll(async ({ request }) => {
  await adminPost(request, '/admin/api/seed', { force: true, overwrite_console_edits: true });
});

const PROFESSION = 'Orthoptist';
const DEMO_SPECIALITY = 'Strabismus & Binocular Vision';

/** Opens the registration form's Speciality list for `profession` and returns its options (the list stays open). */
async function specialitiesOffered(register: RegisterPage, profession: string) {
  await register.goto();
  await register.pick('Profession', profession);
  await register.page.getByRole('combobox', { name: 'Speciality' }).click();
  const options = register.page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: DEMO_SPECIALITY })).toBeVisible();
  return options;
}

async function openProfessions(page: Page) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Professions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Professions and specialities' })).toBeVisible();
}

test('an editor adds a speciality that registration offers at once, unpublishes it and it is gone, then deletes it', async ({
  page,
  browser,
}) => {
  const speciality = `Orthoptic Research ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = await signInNewEditor(page, 'taxonomy-editor');
  await openProfessions(page);
  const professions = page.getByRole('list', { name: 'Professions' }).getByTestId('content-row');
  await expect(professions).toHaveCount(5);
  const professionRow = professions.filter({ hasText: PROFESSION });
  await expect(professionRow).toContainText('3 specialities');
  await expect(page.getByRole('list', { name: 'Specialities of Ophthalmic Surgeon' }).getByTestId('content-row')).toHaveCount(6);
  await expectNoAxeViolations(page, 'editor professions');

  // Choose the profession whose specialities to manage, and add one.
  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: PROFESSION, exact: true }).click();
  const specialities = page.getByRole('list', { name: `Specialities of ${PROFESSION}` }).getByTestId('content-row');
  await expect(specialities).toHaveCount(3);
  await page.getByRole('button', { name: 'Add a speciality' }).click();
  const dialog = page.getByRole('dialog', { name: `Add a speciality to ${PROFESSION}` });
  await dialog.getByRole('button', { name: 'Add speciality' }).click();
  await expect(dialog.getByText('Please enter a name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(speciality);
  await expect(dialog.getByRole('switch', { name: /^Published/ })).toBeChecked();
  await expectNoAxeViolations(page, 'editor speciality form');
  await dialog.getByRole('button', { name: 'Add speciality' }).click();
  await expect(dialog).toBeHidden();
  await expect(specialities).toHaveCount(4);
  await expect(specialities.nth(3)).toContainText(`4. ${speciality}`);
  await expect(specialities.nth(3)).toContainText('Published');
  await expect(professionRow).toContainText('4 specialities');

  // A guest (another browser) is offered it on the registration form.
  const guestContext = await browser.newContext();
  const register = new RegisterPage(await guestContext.newPage());
  let offered = await specialitiesOffered(register, PROFESSION);
  await expect(offered.filter({ hasText: speciality })).toBeVisible();

  // Unpublished, it is a draft in the console and no longer offered.
  await page.getByRole('button', { name: `Unpublish “${speciality}”` }).click();
  await expect(page.getByRole('button', { name: `Publish “${speciality}”` })).toBeVisible();
  await expect(specialities.nth(3)).toContainText('Draft');
  offered = await specialitiesOffered(register, PROFESSION);
  await expect(offered).toHaveCount(3);
  await expect(offered.filter({ hasText: speciality })).toHaveCount(0);
  await guestContext.close();

  // No member has it: it can be deleted, after the confirmation.
  await page.getByRole('button', { name: `Delete “${speciality}”` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete?' });
  await expect(confirm).toContainText(`Delete the speciality “${speciality}”?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'editor delete speciality dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(specialities).toHaveCount(3);
  await expect(professionRow).toContainText('3 specialities');

  // The audit log names each step, by this editor.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: email });
  for (const action of ['Created', 'Unpublished', 'Deleted'])
    await expect(rows.filter({ hasText: action }).filter({ hasText: 'Speciality' }).first()).toBeVisible();
});

test('the need-help screen and its form pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInNewEditor(page, 'need-help-editor');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Need-help list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Need-help list' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Need-help list' }).getByTestId('content-row');
  await expect(entries).toHaveCount(6);
  await expect(entries.first()).toContainText('1. Account & login');
  await expectNoAxeViolations(page, 'editor need-help list');
  await page.getByRole('button', { name: 'Edit “Account & login”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename entry “Account & login”' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Account & login');
  await expectNoAxeViolations(page, 'editor need-help form');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
