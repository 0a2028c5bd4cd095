import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/services/seed-demo-content';
import { ORDER_OUT_OF_DATE } from '../../server/services/console-order';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { card, guestBanner, midBanner, uploadPicture, editCall } from './support/console-content';
import { operations } from './support/contract-operations';
import { auditLog, expectEditorsOnly, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { ADMIN_HEADERS } from './support/sample-requests';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface Banner {
  uuid: string;
  audience: string;
  title: string;
  banner_asset: string;
  banner_srcset: string | null;
  published: boolean;
}

/**
 * The console's content calls (every editor call but sign-in, session, the audit log and its
 * undo (editors-undo.test.ts's), the preview (editors-preview.test.ts's) and the second factors
 * (security-second-factors.test.ts's); the taxonomy's calls
 * are editors-taxonomy.test.ts's; the approvals are editors-approvals.test.ts's; the members
 * editors-members.test.ts's).
 */
const CONTENT_OPERATIONS = operations.filter(
  (operation) =>
    operation.path.startsWith('/api/editor/') &&
    !/\/(password|login|logout|me|audit-log|preview)$/.test(operation.path) &&
    !operation.path.startsWith('/api/editor/audit-log/') &&
    !operation.path.startsWith('/api/editor/login/') &&
    !operation.path.startsWith('/api/editor/second-factors') &&
    !operation.path.startsWith('/api/editor/approvals') &&
    !/professions?|specialit|need-help|\/inbox|\/members|\/notifications|\/invitations/.test(operation.path),
);

describe.each(engines)('the home page content in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    editCall(t, editor.headers, method, url, payload);
  const guest = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;
  const lastAudit = async (query: string) => {
    const res = await auditLog(t, editor.headers, query);
    return (res.json() as { items: { action: string; entity_id: string; before: unknown; after: unknown }[] }).items[0]!;
  };

  it('answers 401 without an editor session and 403 to a member on every content call', async () => {
    expect(CONTENT_OPERATIONS).toHaveLength(37);
    await expectEditorsOnly(t, CONTENT_OPERATIONS, member.headers);
    const res = await t.app.inject({ method: 'GET', url: '/api/editor/banners', headers: member.headers });
    expect(res.json()).toEqual({ message: 'Only editors can use the editor console. Members sign in at /login.' });
  });

  it('adds a guest banner with an uploaded picture that guests see at once, with WebP variants, and audits it', async () => {
    const before = await guest<Banner[]>('/viewapi/banner-list'); // now cached
    const picture = await uploadPicture(t, editor.headers);
    const res = await call('POST', '/api/editor/banners', guestBanner({ title: '  Autumn courses  ', banner_asset: picture }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Banner;
    const key = picture.slice('/files/media/'.length);
    expect(created).toMatchObject({ audience: 'guest', title: 'Autumn courses', banner_asset: picture, published: true });
    expect(created.banner_srcset).toBe(
      `/files/variants/800/media/${key}.webp 800w, /files/variants/1600/media/${key}.webp 1600w`,
    );
    const after = await guest<Banner[]>('/viewapi/banner-list');
    expect(after.map((b) => b.uuid)).toEqual([...before.map((b) => b.uuid), created.uuid]);
    expect(after.at(-1)!.banner_srcset).toBe(created.banner_srcset);
    const variant = await t.app.inject({ method: 'GET', url: `/files/variants/800/media/${key}.webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(await lastAudit(`entity_id=${created.uuid}`)).toMatchObject({
      action: 'create',
      before: null,
      after: { uuid: created.uuid, title: 'Autumn courses', banner_asset: picture, published: true },
    });
  });

  it('the home page hint preloads an editor-uploaded first banner', async () => {
    const list = (await call('GET', '/api/editor/banners')).json() as Banner[];
    const guests = list.filter((b) => b.audience === 'guest');
    const uploaded = guests.find((b) => b.banner_asset.startsWith('/files/media/'))!;
    const ids = [uploaded.uuid, ...guests.filter((b) => b !== uploaded).map((b) => b.uuid)];
    expect((await call('PUT', '/api/editor/banner-order', { audience: 'guest', ids })).statusCode).toBe(200);
    const { homeEarlyView } = await import('../../server/content/early-views');
    const { preloads: hints, firstView } = await homeEarlyView(t.deps);
    expect(firstView).toContain(`src="${t.deps.config.apiBaseUrl}${uploaded.banner_asset}"`);
    expect(hints.find((hint) => hint.as === 'image')).toMatchObject({
      href: `${t.deps.config.apiBaseUrl}${uploaded.banner_asset}`,
      imageSrcSet: expect.stringContaining('/files/variants/800/media/'),
    });
  });

  it('refuses invalid banners with clear messages, re-checking every rule on the server', async () => {
    // Each refusal names the field it is about, so the console's form shows it there.
    const refused = async (body: unknown, message: string, field: string) => {
      const res = await call('POST', '/api/editor/banners', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message, field });
    };
    await refused(guestBanner({ title: '   ' }), 'Please enter a title', 'title');
    await refused(guestBanner({ title: 'x'.repeat(101) }), 'Allowed max limit is 100 characters', 'title');
    await refused(
      guestBanner({ redirect_links: '/a@A,/b@B,/c@C' }),
      'Links must be up to two url@label pairs separated by a comma: the url an in-app path (/register) or an https:// link, the label not empty.',
      'redirect_links',
    );
    await refused(
      guestBanner({ redirect_links: 'http://insecure.example@Go' }),
      'Links must be up to two url@label pairs separated by a comma: the url an in-app path (/register) or an https:// link, the label not empty.',
      'redirect_links',
    );
    await refused(
      guestBanner({ redirect_links: '/appdetail/no-such-app@Open' }),
      'The link /appdetail/no-such-app leads to no resource.',
      'redirect_links',
    );
    await refused(
      guestBanner({ redirect_links: '/linkdetail/no-such-page@Read' }),
      'The link /linkdetail/no-such-page leads to no page.',
      'redirect_links',
    );
    await refused(
      guestBanner({ banner_asset: 'https://elsewhere.example/a.jpg' }),
      'Please upload a picture or a video for the banner',
      'banner_asset',
    );
    await refused(
      guestBanner({ banner_asset: `/files/media/${'0'.repeat(32)}.jpg` }),
      'The banner’s picture or video is no longer stored. Please upload it again.',
      'banner_asset',
    );
    await refused(guestBanner({ audience: 'everyone' }), 'Please choose who sees the banner (guest or member)', 'audience');
    const { title: _title, ...withoutTitle } = guestBanner();
    await refused(withoutTitle, 'Please enter a title', 'title');
  });

  it('unpublishes and publishes a banner (guests and members see only published ones), recorded as such', async () => {
    const [first] = await guest<Banner[]>('/viewapi/banner-list');
    const list = (await call('GET', '/api/editor/banners')).json() as (Banner & Record<string, unknown>)[];
    const row = list.find((b) => b.uuid === first!.uuid)!;
    // Sent without the revision it was read at, each save overwrites (the revisions' own tests: editors-revisions.test.ts).
    const { uuid: _uuid, banner_srcset: _srcset, revision: _revision, ...input } = row;
    const off = await call('PUT', `/api/editor/banners/${row.uuid}`, { ...input, published: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await guest<Banner[]>('/viewapi/banner-list')).map((b) => b.uuid)).not.toContain(row.uuid);
    expect(await lastAudit(`entity_id=${row.uuid}`)).toMatchObject({
      action: 'unpublish',
      before: { published: true },
      after: { published: false },
    });
    // The editor still lists it.
    expect(((await call('GET', '/api/editor/banners')).json() as Banner[]).find((b) => b.uuid === row.uuid)?.published).toBe(
      false,
    );
    await call('PUT', `/api/editor/banners/${row.uuid}`, { ...input, published: true });
    expect(await lastAudit(`entity_id=${row.uuid}`)).toMatchObject({ action: 'publish' });
    const changed = await call('PUT', `/api/editor/banners/${row.uuid}`, { ...input, title: 'Welcome, again' });
    expect(changed.json()).toMatchObject({ title: 'Welcome, again' });
    expect(await lastAudit(`entity_id=${row.uuid}`)).toMatchObject({ action: 'update', after: { title: 'Welcome, again' } });

    const memberList = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/viewapi/protected/banner-list', headers: member.headers })).json() as Banner[]
      ).map((b) => b.uuid);
    const memberRow = list.find((b) => b.audience === 'member')!;
    const { uuid: memberUuid, banner_srcset: _s, revision: _r, ...memberInput } = memberRow;
    expect(await memberList()).toContain(memberUuid);
    await call('PUT', `/api/editor/banners/${memberUuid}`, { ...memberInput, published: false });
    expect(await memberList()).not.toContain(memberUuid);
  });

  it('reorders one audience’s banners, refusing an order that misses one', async () => {
    const guests = ((await call('GET', '/api/editor/banners')).json() as Banner[]).filter((b) => b.audience === 'guest');
    const reversed = guests.map((b) => b.uuid).reverse();
    const res = await call('PUT', '/api/editor/banner-order', { audience: 'guest', ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Banner[]).map((b) => b.uuid)).toEqual(reversed);
    const published = guests.filter((b) => b.published).map((b) => b.uuid);
    expect((await guest<Banner[]>('/viewapi/banner-list')).map((b) => b.uuid)).toEqual(
      reversed.filter((id) => published.includes(id)),
    );
    expect(await lastAudit('action=reorder&entity_type=banner')).toMatchObject({
      entity_id: 'guest',
      before: { order: guests.map((b) => b.uuid) },
      after: { order: reversed },
    });
    const missing = await call('PUT', '/api/editor/banner-order', { audience: 'guest', ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: ORDER_OUT_OF_DATE });
    const duplicate = await call('PUT', '/api/editor/banner-order', { audience: 'guest', ids: [reversed[0], reversed[0]] });
    expect(duplicate.json()).toMatchObject({ message: 'The order must list each banner once.', field: 'ids' });
  });

  it('deletes a banner (404 the second time), with the banner kept in the audit log', async () => {
    const created = (await call('POST', '/api/editor/banners', guestBanner({ title: 'Short-lived' }))).json() as Banner;
    const res = await call('DELETE', `/api/editor/banners/${created.uuid}`);
    expect(res.statusCode).toBe(204);
    expect((await guest<Banner[]>('/viewapi/banner-list')).map((b) => b.uuid)).not.toContain(created.uuid);
    expect(await lastAudit(`entity_id=${created.uuid}`)).toMatchObject({
      action: 'delete',
      before: { title: 'Short-lived' },
      after: null,
    });
    const again = await call('DELETE', `/api/editor/banners/${created.uuid}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No such banner. It may have been deleted meanwhile.' });
  });

  it('manages quick-link cards: a card must lead to a resource; unpublished cards are not served', async () => {
    const bad = await call('POST', '/api/editor/cards', card({ slug_url: 'no-such-app' }));
    expect(bad.json()).toEqual({
      message: 'No resource has the address no-such-app. Please choose one from the list.',
      field: 'slug_url',
    });
    const video = await call('POST', '/api/editor/cards', card({ image: '/files/demo/banners/guest-clarity.mp4' }));
    expect(video.json()).toMatchObject({ message: 'Please upload a picture (PNG or JPG) for the card', field: 'image' });
    const created = await call('POST', '/api/editor/cards', card());
    expect(created.statusCode, created.body).toBe(201);
    const { id, ...input } = created.json() as { id: string } & Record<string, unknown>;
    const publicCards = async () => (await guest<{ slug_url: string }[]>('/jsonapi/resource/cards')).map((c) => c.slug_url);
    expect((await publicCards()).at(-1)).toBe('/toric-align');
    const all = ((await call('GET', '/api/editor/cards')).json() as { id: string }[]).map((c) => c.id);
    const order = [id, ...all.filter((other) => other !== id)];
    expect((await call('PUT', '/api/editor/card-order', { ids: order })).statusCode).toBe(200);
    expect((await publicCards())[0]).toBe('/toric-align');
    await call('PUT', `/api/editor/cards/${id}`, { ...input, published: false });
    expect(await publicCards()).not.toContain('/toric-align');
    expect(await lastAudit(`entity_type=card&entity_id=${id}`)).toMatchObject({ action: 'unpublish' });
    expect((await call('DELETE', `/api/editor/cards/${id}`)).statusCode).toBe(204);
    expect((await call('PUT', `/api/editor/cards/${id}`, input)).statusCode).toBe(404);
  });

  it('manages mid banners: the home shows the first published one; the body is HTML', async () => {
    const wide = await uploadPicture(t, editor.headers);
    const created = await call('POST', '/api/editor/mid-banners', midBanner({ banner_asset: wide }));
    expect(created.statusCode, created.body).toBe(201);
    const { id, ...input } = created.json() as { id: string } & Record<string, unknown>;
    const ids = ((await call('GET', '/api/editor/mid-banners')).json() as { id: string }[]).map((m) => m.id);
    expect((await call('PUT', '/api/editor/mid-banner-order', { ids: [id, ...ids.filter((x) => x !== id)] })).statusCode).toBe(
      200,
    );
    const [first] = await guest<{ banner_asset: string; body: string }[]>('/uiapi/mid-banner');
    expect(first).toMatchObject({ banner_asset: wide, body: input.body });
    const refused = await call('PUT', `/api/editor/mid-banners/${id}`, { ...input, redirect_link: '/a@A,/b@B' });
    expect(refused.json()).toMatchObject({
      message:
        'The link must be one url@label pair: the url an in-app path (/register) or an https:// link, the label not empty.',
      field: 'redirect_link',
    });
    const empty = await call('PUT', `/api/editor/mid-banners/${id}`, { ...input, body: ' \n ' });
    expect(empty.json()).toMatchObject({ message: 'Please enter the body', field: 'body' });
    // Sanitised on save: what the console's editor cannot write is not stored.
    const hostile = await call('PUT', `/api/editor/mid-banners/${id}`, {
      ...input,
      body: '<h2 onclick="steal()">Join us</h2><script>steal()</script><p><a href="javascript:steal()">x</a> <a href="https://example.com" target="_blank">site</a></p><iframe src="https://evil.example"></iframe>',
    });
    expect(hostile.statusCode, hostile.body).toBe(200);
    const stored = (await guest<{ body: string }[]>('/uiapi/mid-banner'))[0]!.body;
    expect(stored).toBe(
      '<h2>Join us</h2><p><a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
    const nothingLeft = await call('PUT', `/api/editor/mid-banners/${id}`, { ...input, body: '<script>steal()</script>' });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json()).toEqual({ message: 'Please enter the body', field: 'body' });
    expect((await call('DELETE', `/api/editor/mid-banners/${id}`)).statusCode).toBe(204);
    expect((await guest<{ banner_asset: string }[]>('/uiapi/mid-banner'))[0]!.banner_asset).toBe(
      '/files/demo/mid-banner/mid-banner.jpg',
    );
  });

  it('manages search tags: unique names, a new tid, no deleting a tag resources use', async () => {
    const created = await call('POST', '/api/editor/tags', { name: 'Cornea', published: true });
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json() as { tid: string; name: string };
    expect(Number(tag.tid)).toBeGreaterThan(208);
    expect((await guest<{ name: string }[]>('/uiapi/tags')).at(-1)!.name).toBe('Cornea');
    const twin = await call('POST', '/api/editor/tags', { name: 'cornea', published: true });
    expect(twin.json()).toEqual({ message: 'A tag named Cornea already exists.', field: 'name' });
    const used = await call('DELETE', '/api/editor/tags/202');
    expect(used.statusCode).toBe(400);
    expect((used.json() as { message: string }).message).toMatch(
      /^The tag Toric IOL is used by .*Lumira Lens Planner.*\. Unpublish it instead, or remove it from those resources first\.$/,
    );
    await call('PUT', '/api/editor/tags/202', { name: 'Toric IOL', published: false });
    expect((await guest<{ tid: string }[]>('/uiapi/tags')).map((x) => x.tid)).not.toContain('202');
    expect((await call('DELETE', `/api/editor/tags/${tag.tid}`)).statusCode).toBe(204);
    expect(await lastAudit(`entity_type=tag&entity_id=${tag.tid}`)).toMatchObject({
      action: 'delete',
      before: { name: 'Cornea' },
    });
  });

  it('seed keeps what the console changed unless forced, and --force brings the demo content back', async () => {
    const kept = await seedDemoContent(t.deps, { force: true });
    expect(kept.kept).toEqual(['guest_banners', 'member_banners', 'cards', 'mid_banners', 'tags']);
    expect(kept.message).toBe(
      'Demo content re-imported, except what editors changed in the console: guest banners, member banners, quick-link cards, mid banners, search tags. Use seed --force to replace those too.',
    );
    const guestTitles = async () => (await guest<Banner[]>('/viewapi/banner-list')).map((b) => b.title);
    expect(await guestTitles()).toContain('Welcome, again');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/seed',
      headers: ADMIN_HEADERS,
      payload: { force: true, overwrite_console_edits: true },
    });
    expect(res.json()).toEqual({ seeded: true, kept: [], message: 'Demo content re-imported, console changes included.' });
    expect(await guestTitles()).toEqual([
      'Welcome to the Source',
      'Plan every lens with confidence',
      'Clarity in motion',
      'Learn with the surgical community',
    ]);
    expect((await guest<{ tid: string }[]>('/uiapi/tags')).map((x) => x.tid)).toContain('202');
    // After a forced seed nothing is marked: a plain seed replaces everything again.
    expect((await seedDemoContent(t.deps, { force: true })).kept).toEqual([]);
  });
});
