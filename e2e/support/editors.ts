import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from '../accounts.fixtures';
import { waitForLink } from './mailbox';
import { e2eDataDir, e2ePort } from './paths';

export const EDITOR_PASSWORD = 'Amber-Console-58';

/** `npm run portal -- editor add …` against the running e2e portal; returns what the command printed. */
export async function addEditorWithCli(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'portal', '--', 'editor', 'add', '--email', email, '--first', 'Eva', '--last', 'Lindqvist'],
    {
      env: { ...process.env, DATA_DIR: e2eDataDir, PORT: String(e2ePort), PUBLIC_URL: `http://127.0.0.1:${e2ePort}` },
      timeout: 60_000,
    },
  );
  return stdout;
}

/** An editor added with the CLI who set a password from the mailed link and signed in (on the audit log). */
export async function signInNewEditor(page: Page, key = 'content-editor'): Promise<string> {
  const email = uniqueEmail(key);
  await addEditorWithCli(email);
  await page.goto(await waitForLink(email, '/editor/set-password/', { subject: /editor console/ }));
  await page.getByRole('textbox', { name: 'New password' }).fill(EDITOR_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(EDITOR_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been set.');
  await page.goto('/editor/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(EDITOR_PASSWORD);
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  return email;
}
