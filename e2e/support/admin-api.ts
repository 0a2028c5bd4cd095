// The e2e portal's admin API, called the way `npm run portal -- <command>` calls it (bearer token
// from `$DATA_DIR/secrets.json`) without starting a process for each call: a spec that only needs
// the result (an invitation link, a notification) saves the few seconds the CLI takes to start.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { e2eDataDir } from './paths';

async function adminToken(): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(e2eDataDir, 'secrets.json'), 'utf8')) as { adminToken: string };
  return secrets.adminToken;
}

/** POST `body` to the admin API path (e.g. `/admin/api/invitations`) and return the JSON answer. */
export async function adminPost<T>(request: APIRequestContext, apiPath: string, body: unknown): Promise<T> {
  const response = await request.post(apiPath, { headers: { authorization: `Bearer ${await adminToken()}` }, data: body });
  if (!response.ok()) throw new Error(`${apiPath} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
