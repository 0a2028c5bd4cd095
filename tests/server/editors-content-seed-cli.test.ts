import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { makeCliDataDir, restoreCliEnvAfterEach, runCli, useRunningServer } from './support/cli';
import { consoleCall } from './support/console-content';
import { signedInEditor } from './support/editors';
import { createTestApp, engines, type TestApp } from './support/test-app';

restoreCliEnvAfterEach();

describe.each(engines)('npm run portal -- seed after console changes on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    dataDir = await makeCliDataDir('source-cli-seed-');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const tagNames = async () =>
    ((await t.app.inject({ method: 'GET', url: '/uiapi/tags' })).json() as { name: string }[]).map((tag) => tag.name);

  it('keeps the tags an editor changed, says so, and replaces them only with --force', async () => {
    const editor = await signedInEditor(t);
    expect(
      (await consoleCall(t, editor.headers, 'PUT', '/api/editor/tags/208', { name: 'Glaucoma care', published: true }))
        .statusCode,
    ).toBe(200);
    useRunningServer(t, dataDir);

    const kept = await runCli(['seed']);
    expect(kept.code).toBe(0);
    expect(kept.out).toEqual([
      'Demo content re-imported, except what editors changed in the console: search tags. Use seed --force to replace those too.',
    ]);
    expect(await tagNames()).toContain('Glaucoma care');

    const forced = await runCli(['seed', '--force']);
    expect(forced.out).toEqual(['Demo content re-imported, console changes included.']);
    expect(await tagNames()).toContain('Glaucoma');
    expect(await tagNames()).not.toContain('Glaucoma care');
  });

  it('keeps the professions an editor changed, and the need-help list, until --force', async () => {
    const editor = await signedInEditor(t);
    const professionNames = async () =>
      ((await t.app.inject({ method: 'GET', url: '/jsonapi/attribute/profession' })).json() as { name: string }[]).map(
        (profession) => profession.name,
      );
    expect(
      (await consoleCall(t, editor.headers, 'PUT', '/api/editor/professions/12', { name: 'Optometry', published: true }))
        .statusCode,
    ).toBe(200);
    expect((await consoleCall(t, editor.headers, 'DELETE', '/api/editor/need-help/306')).statusCode).toBe(204);
    useRunningServer(t, dataDir);

    const kept = await runCli(['seed']);
    expect(kept.out).toEqual([
      'Demo content re-imported, except what editors changed in the console: professions and specialities, the need-help list. Use seed --force to replace those too.',
    ]);
    expect(await professionNames()).toContain('Optometry');

    const forced = await runCli(['seed', '--force']);
    expect(forced.out).toEqual(['Demo content re-imported, console changes included.']);
    expect(await professionNames()).toContain('Optometrist');
    expect(await professionNames()).not.toContain('Optometry');
    const needHelp = (await t.app.inject({ method: 'GET', url: '/jsonapi/need-help' })).json() as { tid: string }[];
    expect(needHelp.map((entry) => entry.tid)).toContain('306');
  });
});
