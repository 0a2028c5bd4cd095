import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MEMBER_UID } from '../../server/preview-scope';
import { PREVIEW_MEMBER_UID as CLIENT_PREVIEW_UID } from '../../src/features/console-preview/preview-session';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { consoleCall, guestBanner, resourceInput } from './support/console-content';
import { signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

describe.each(engines)('preview as the audience on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
    member = await createMember(t, { userType: '2' });
    // Drafts: a resource for distributors only and a guest banner, neither published.
    const resource = await consoleCall(t, editor.headers, 'POST', '/api/editor/resources', resourceInput({ published: false }));
    expect(resource.statusCode, resource.body).toBe(201);
    const banner = await consoleCall(
      t,
      editor.headers,
      'POST',
      '/api/editor/banners',
      guestBanner({ title: 'Winter draft', published: false }),
    );
    expect(banner.statusCode, banner.body).toBe(201);
  });
  afterAll(() => t.close());

  const preview = (as: string, path: string, headers: Record<string, string> = editor.headers) =>
    t.app.inject({ method: 'GET', url: `/api/editor/preview?as=${as}&path=${encodeURIComponent(path)}`, headers });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('shows a guest the drafts, while guests themselves still get only published content (and the cache stays theirs)', async () => {
    const titles = (body: string) => (JSON.parse(body) as { title: string }[]).map((b) => b.title);
    expect(titles((await get('/viewapi/banner-list')).body)).not.toContain('Winter draft'); // now cached
    const previewed = await preview('guest', '/viewapi/banner-list');
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('no-store');
    expect(titles(previewed.body)).toContain('Winter draft');
    expect(titles((await get('/viewapi/banner-list')).body)).not.toContain('Winter draft');

    expect((await get('/jsonapi/resource/detail?alias=/price-lists')).statusCode).toBe(404);
    const detail = await preview('guest', '/jsonapi/resource/detail?alias=/price-lists');
    expect(detail.statusCode).toBe(200);
    expect(JSON.parse(detail.body)).toMatchObject([{ title: 'Distributor Price Lists', user_type: ['2'] }]);
  });

  it('answers member calls for a stand-in member of the audience: a distributor is offered the draft, a professional is not', async () => {
    const offered = async (as: string) => {
      const res = await preview(as, '/jsonapi/protected/resource/detail?alias=/price-lists');
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse(res.body) as unknown[];
    };
    expect(await offered('distributor')).toHaveLength(1);
    expect(await offered('professional')).toEqual([]);
    const mine = await preview('professional', `/uiapi/myresource/${PREVIEW_MEMBER_UID}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.parse(mine.body)).toEqual([]);
    // A guest has no session: the member call answers as it would to a guest.
    expect((await preview('guest', '/jsonapi/protected/resource')).statusCode).toBe(401);
    // The SPA's stand-in session uses the same uid.
    expect(CLIENT_PREVIEW_UID).toBe(String(PREVIEW_MEMBER_UID));
  });

  it('previews only the content reads, and only for editors', async () => {
    for (const path of [
      '/jsonapi/user/profile/?filter[uid]=1',
      '/jsonapi/message/notification',
      '/api/user/sessions',
      '/admin/api/editors',
      // Issue 40: paths that pass a pattern as written but name another call once normalised.
      '/uiapi/myresource/..\\..\\jsonapi\\message\\notification',
      '/uiapi/myresource/../../jsonapi/message/notification',
      '/uiapi/myresource/%2e%2e/%2e%2e/jsonapi/message/notification',
      '/uiapi/myresource/.%2E/.%2e/api/user/sessions',
      '/jsonapi/resource/related/..\\..\\..\\admin\\api\\editors',
      '/jsonapi/need-help/.',
      '//elsewhere.example/jsonapi/need-help',
    ]) {
      const res = await preview('distributor', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toMatchObject({ message: 'This address cannot be previewed.' });
    }
    expect((await preview('guest', '/viewapi/banner-list', member.headers)).statusCode).toBe(403);
    expect((await preview('guest', '/viewapi/banner-list', {})).statusCode).toBe(401);
    const unknown = await preview('nobody', '/viewapi/banner-list');
    expect(unknown.json()).toMatchObject({ message: 'Please choose whose view to preview (guest, professional or distributor)' });
  });

  it('ignores a preview header a client makes up', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/jsonapi/resource/detail?alias=/price-lists',
      headers: { 'x-source-preview': 'guessed guest' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('leaves real members untouched: their token still sees only published content', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/jsonapi/protected/resource/detail?alias=/price-lists',
      headers: member.headers,
    });
    expect(res.json()).toEqual([]);
  });
});
