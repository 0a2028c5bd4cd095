import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './accounts.fixtures';
import { RegisterPage } from './pages/register.page';
import { expectNoAxeViolations } from './support/axe';
import { signInNewEditor } from './support/editors';
import { waitForLink } from './support/mailbox';

// The invitations ledger (docs/console-code.md, "Invitations"): an editor invites in the console, the
// distributor's link (from the SMTP receiver) opens in another browser context, the ledger follows.

async function invite(page: Page, email: string, first: string) {
  const form = page.getByRole('form', { name: 'Invite a distributor' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill('Ortiz');
  await form.getByLabel('Company').fill('Optics Supply');
  const country = form.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Spa');
  await page.getByRole('option', { name: 'Spain', exact: true }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
}

/** The ledger row of an email, after loading the page again (what another editor would see). */
async function statusOf(page: Page, email: string) {
  await page.reload();
  const row = page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  return row;
}

test('an editor invites a distributor: pending → opened → accepted; a revoked link goes home', async ({ page, browser }) => {
  await signInNewEditor(page, 'invitations-editor');
  await page.getByRole('link', { name: 'Invitations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();

  const email = uniqueEmail('invited');
  await invite(page, email, 'Dana');
  await expect(await statusOf(page, email)).toContainText('Pending');

  const link = await waitForLink(email, '/register/');
  const distributorContext = await browser.newContext();
  const distributor = await distributorContext.newPage();
  const registerPage = new RegisterPage(distributor);
  await registerPage.goto(link);
  await expect(distributor.getByLabel('Email')).toHaveValue(email);
  await expect(distributor.getByLabel('Distributor/Company name')).toHaveValue('Optics Supply');
  await expect(await statusOf(page, email)).toContainText('Opened');

  await registerPage.fillPasswords('Lens-Quartz-42');
  await registerPage.acceptConsents();
  await registerPage.submit();
  await expect(distributor).toHaveURL(/\/distributorConfirmation$/);
  const accepted = await statusOf(page, email);
  await expect(accepted).toContainText('Accepted');
  await expect(accepted.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'editor /editor/invitations');

  // A second invitation, revoked: its link leads home with nothing prefilled.
  const revokedEmail = uniqueEmail('revoked');
  await invite(page, revokedEmail, 'Lars');
  const revokedLink = await waitForLink(revokedEmail, '/register/');
  await page.getByRole('button', { name: `Revoke the invitation of ${revokedEmail}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'editor Revoke this invitation? dialog');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Revoked the invitation of ${revokedEmail}.` })).toBeVisible();
  await expect(await statusOf(page, revokedEmail)).toContainText('Revoked');

  await distributor.goto(revokedLink);
  await expect(distributor).toHaveURL(/\/$/);
  await expect(distributor.getByLabel('Distributor/Company name')).toHaveCount(0);
  await expect(distributor.getByText(revokedEmail)).toHaveCount(0);
  // Home says why (issue 44).
  await expect(distributor.getByRole('main').getByRole('alert')).toContainText('This invitation was withdrawn');
  await distributorContext.close();
});
