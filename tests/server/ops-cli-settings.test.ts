import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError, createAdminCall } from '../../server/cli/admin-api';
import { readConfig } from '../../server/config';
import { acquireDataDirLock } from '../../server/db/data-dir-lock';
import { closedPort } from './support/cli';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 41, "The CLI on a host": `npm run portal -- <command>` from a shell that lacks the
 * service's PORT or DATA_DIR names the setting to give, and writes nothing into a data folder
 * no portal uses. The CLI's admin call is driven as `main()` drives it, with the environment the
 * shell would have (DATA_DIR unset stands for the default folder, here a fresh one).
 */
describe('the CLI pointed at no portal', () => {
  let t: TestApp;
  let portalUrl: string;
  let scratch: string;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    portalUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    scratch = await mkdtemp(path.join(os.tmpdir(), 'source-cli-host-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(scratch, { recursive: true, force: true });
  });

  /** The message of the error the call ends with; the local fallback must not run. */
  const failure = async (env: Record<string, string>, dataDir: string) => {
    const call = createAdminCall(readConfig({ ...env, DATA_DIR: dataDir }), env);
    const error = await call({
      method: 'GET',
      path: '/admin/api/approvals',
      local: () => Promise.reject(new Error('the local fallback ran')),
    }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AdminError);
    return (error as AdminError).message;
  };

  /** A data folder under the scratch folder: with a secrets.json when given, else not created. */
  const folder = async (name: string, secrets?: object) => {
    const dir = path.join(scratch, name);
    if (secrets) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'secrets.json'), JSON.stringify(secrets));
    }
    return dir;
  };

  it('without PORT or DATA_DIR: names both, and creates no data folder or secrets.json', async () => {
    const port = await closedPort();
    const dataDir = await folder('default-data');
    const message = await failure({ PORT: String(port) }, dataDir);
    expect(message).toBe(
      `No portal answers on port ${port} and the data folder ${dataDir} holds no portal (no secrets.json): ` +
        "set PORT to the running portal's port and DATA_DIR to its data folder, or set DATA_DIR to start a new data folder there.",
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('with the data folder held by a running portal that listens elsewhere: names PORT and the holder', async () => {
    const port = await closedPort();
    const dataDir = await folder('held-data', { invitationKey: 'k', adminToken: 'test-admin-token' });
    const release = await acquireDataDirLock(dataDir);
    try {
      const message = await failure({ PORT: String(port), DATA_DIR: dataDir }, dataDir);
      expect(message).toBe(
        `No portal answers on port ${port} and the data folder ${dataDir} is in use by process ${process.pid}: ` +
          "set PORT to the running portal's port.",
      );
    } finally {
      await release();
    }
  });

  it('with a portal answering but a data folder without its token: names DATA_DIR and writes no secrets.json', async () => {
    const dataDir = await folder('empty-data');
    const message = await failure({ ADMIN_API_URL: portalUrl, DATA_DIR: dataDir }, dataDir);
    expect(message).toBe(
      `A portal answers at ${portalUrl}, but the data folder ${dataDir} holds no secrets.json with its admin token: ` +
        "set DATA_DIR to the running portal's data folder.",
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("with another portal's token: names DATA_DIR instead of printing the API's 401", async () => {
    const dataDir = await folder('other-data', { invitationKey: 'k', adminToken: 'another-portals-token' });
    const message = await failure({ ADMIN_API_URL: portalUrl, DATA_DIR: dataDir }, dataDir);
    expect(message).toContain(`The portal at ${portalUrl} refused the admin token of ${dataDir}/secrets.json`);
    expect(message).toContain("set DATA_DIR to that portal's data folder");
    expect(await readdir(dataDir)).toEqual(['secrets.json']);
  });

  it('still works through the portal when both settings are right', async () => {
    const dataDir = await folder('right-data', { invitationKey: 'k', adminToken: 'test-admin-token' });
    const env = { ADMIN_API_URL: portalUrl, DATA_DIR: dataDir };
    const call = createAdminCall(readConfig(env), env);
    const { via, result } = await call({ method: 'GET', path: '/admin/api/approvals', local: () => Promise.resolve([]) });
    expect(via).toBe('server');
    expect(result).toEqual([]);
  });
});
