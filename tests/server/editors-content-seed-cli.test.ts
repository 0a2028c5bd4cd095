import { describe, expect, it } from 'vitest';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { restoreCliEnvAfterEach, runCli, runningPortalForCli } from './support/cli';
import { editCall } from './support/console-content';
import { signedInEditor } from './support/editors';
import { engines } from './support/test-app';

restoreCliEnvAfterEach();

describe.each(engines)('npm run portal -- seed after console changes on %s', (engine) => {
  const portal = runningPortalForCli({ engine, dataDirPrefix: 'source-cli-seed-', prepare: insertAccountsFixtures });

  const tagNames = async () =>
    ((await portal.t.app.inject({ method: 'GET', url: '/uiapi/tags' })).json() as { name: string }[]).map((tag) => tag.name);

  it('keeps the tags an editor changed, says so, and replaces them only with --force', async () => {
    const editor = await signedInEditor(portal.t);
    expect(
      (await editCall(portal.t, editor.headers, 'PUT', '/api/editor/tags/208', { name: 'Glaucoma care', published: true }))
        .statusCode,
    ).toBe(200);
    portal.use();

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
    const editor = await signedInEditor(portal.t);
    const professionNames = async () =>
      ((await portal.t.app.inject({ method: 'GET', url: '/jsonapi/attribute/profession' })).json() as { name: string }[]).map(
        (profession) => profession.name,
      );
    expect(
      (await editCall(portal.t, editor.headers, 'PUT', '/api/editor/professions/12', { name: 'Optometry', published: true }))
        .statusCode,
    ).toBe(200);
    expect((await editCall(portal.t, editor.headers, 'DELETE', '/api/editor/need-help/306')).statusCode).toBe(204);
    portal.use();

    const kept = await runCli(['seed']);
    expect(kept.out).toEqual([
      'Demo content re-imported, except what editors changed in the console: professions and specialities, the need-help list. Use seed --force to replace those too.',
    ]);
    expect(await professionNames()).toContain('Optometry');

    const forced = await runCli(['seed', '--force']);
    expect(forced.out).toEqual(['Demo content re-imported, console changes included.']);
    expect(await professionNames()).toContain('Optometrist');
    expect(await professionNames()).not.toContain('Optometry');
    const needHelp = (await portal.t.app.inject({ method: 'GET', url: '/jsonapi/need-help' })).json() as { tid: string }[];
    expect(needHelp.map((entry) => entry.tid)).toContain('306');
  });
});
