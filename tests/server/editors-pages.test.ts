import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentVersions } from '../../server/services/consent-records';
import { ORDER_OUT_OF_DATE } from '../../server/services/console-order';
import { seedDemoContent } from '../../server/services/seed-demo-content';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { guestBanner, editCall } from './support/console-content';
import { operations } from './support/contract-operations';
import { auditLog, expectEditorsOnly, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { ADMIN_HEADERS } from './support/sample-requests';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface Page {
  id: string;
  title: string;
  slug_url: string;
  location: string;
  body: string;
  published: boolean;
  legal: boolean;
  version: number | null;
  revision: number;
}
interface Version {
  version: number;
  title: string;
  slug_url: string;
  saved_by: string;
  material: boolean;
  summary: string;
  consent_version: number | null;
  current: boolean;
  body?: string;
}
interface Pending {
  page: string;
  version: number;
  accepted_version: number | null;
  changes: { version: number; summary: string }[];
}

/** The console's page calls. */
const PAGE_OPERATIONS = operations.filter((operation) => /^\/api\/editor\/page/.test(operation.path));

const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'Surgical training',
  slug_url: 'surgical-training',
  location: 'Footer',
  body: '<h2>Wet labs</h2><p>Dates for 2025.</p>',
  published: true,
  ...overrides,
});

describe.each(engines)('landing pages and their versions in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
    member = await createMember(t);
    // The member accepted the current version of the four legal pages (as registration does).
    await acceptCurrentVersions(t.deps.db, member.uid, t.deps.now());
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    editCall(t, editor.headers, method, url, payload);
  const guest = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;
  const footer = async () =>
    (await guest<{ slug_url: string; title: string }[]>('/jsonapi/basiclandingpages?_format=json')).map((p) => p.slug_url);
  const detail = (slug: string) => guest<{ title: string; body: string }[]>(`/jsonapi/basiclandingpages/detail?alias=/${slug}`);
  const pages = async () => (await call('GET', '/api/editor/pages')).json() as Page[];
  const bySlug = async (slug: string) => (await pages()).find((p) => p.slug_url === slug)!;
  const versions = async (id: string) => (await call('GET', `/api/editor/pages/${id}/versions`)).json() as Version[];
  // Without the revision it was read at: each save overwrites (the revisions' own tests: editors-revisions.test.ts).
  const inputOf = ({ id: _id, legal: _legal, version: _version, revision: _revision, ...input }: Page) => input;
  const lastAudit = async (query: string) => {
    const res = await auditLog(t, editor.headers, query);
    return (res.json() as { items: { action: string; entity_id: string; before: unknown; after: unknown }[] }).items[0]!;
  };
  const pending = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/consents/pending', headers: member.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Pending[];
  };
  /** A 400 with this message, about this input property (none: a refusal of the whole call). */
  const refused = async (res: { statusCode: number; json: () => unknown; body: string }, message: string, field?: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { message: string; field?: string };
    expect(body.message).toBe(message);
    expect(body.field).toBe(field);
  };

  it('answers 401 without an editor session and 403 to a member on every page call', async () => {
    expect(PAGE_OPERATIONS.map((operation) => operation.operationId).sort()).toEqual(
      [
        'createPage',
        'deletePage',
        'getPageVersion',
        'listEditorPages',
        'listPageVersions',
        'markPageVersionMaterial',
        'reorderPages',
        'restorePageVersion',
        'updatePage',
      ].sort(),
    );
    await expectEditorsOnly(t, PAGE_OPERATIONS, member.headers);
  });

  it('lists every demo page with version 1 from the seed; the four legal pages are marked', async () => {
    const list = await pages();
    expect(list.map((p) => p.slug_url)).toEqual([
      'terms-service',
      'privacy-statement',
      'cookie-policy',
      'messages-organization',
      'about-lumira',
      'accessibility',
    ]);
    expect(list.filter((p) => p.legal).map((p) => p.slug_url)).toEqual([
      'terms-service',
      'privacy-statement',
      'cookie-policy',
      'messages-organization',
    ]);
    expect(list.every((p) => p.version === 1 && p.published && p.location === 'Footer')).toBe(true);
    const [first] = await versions(list[4]!.id);
    expect(first).toMatchObject({ version: 1, saved_by: 'seed', material: false, current: true, title: 'About Lumira' });
  });

  it('adds a page, sanitised on save, that guests see at once as version 1, and audits it', async () => {
    expect(await footer()).not.toContain('/surgical-training'); // now cached
    const res = await call(
      'POST',
      '/api/editor/pages',
      page({
        title: '  Surgical training  ',
        body: '<h2 onclick="steal()">Wet labs</h2><script>steal()</script><p><a href="javascript:steal()">x</a> <a href="https://example.com" target="_blank">site</a></p><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Page;
    const stored =
      '<h2>Wet labs</h2><p><a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>';
    expect(created).toMatchObject({
      title: 'Surgical training',
      slug_url: 'surgical-training',
      body: stored,
      legal: false,
      version: 1,
    });
    expect((await footer()).at(-1)).toBe('/surgical-training');
    expect(await detail('surgical-training')).toEqual([{ title: 'Surgical training', body: stored }]);
    expect(await versions(created.id)).toEqual([
      expect.objectContaining({ version: 1, saved_by: editor.email, material: false, current: true }),
    ]);
    expect(await lastAudit(`entity_type=page&entity_id=${created.id}`)).toMatchObject({
      action: 'create',
      before: null,
      after: { id: created.id, title: 'Surgical training', body: stored, version: 1 },
    });
  });

  it('refuses invalid pages with clear messages, re-checking every rule on the server', async () => {
    const post = (body: unknown) => call('POST', '/api/editor/pages', body);
    await refused(await post(page({ title: '   ' })), 'Please enter a title', 'title');
    await refused(await post(page({ title: 'x'.repeat(101) })), 'Allowed max limit is 100 characters', 'title');
    await refused(await post(page({ slug_url: '' })), 'Please enter the page’s address', 'slug_url');
    const badAddress =
      'The address may contain only lower-case letters (a-z), digits and single hyphens between them, e.g. about-us.';
    await refused(await post(page({ slug_url: 'About-Us' })), badAddress, 'slug_url');
    await refused(await post(page({ slug_url: 'about us' })), badAddress, 'slug_url');
    await refused(await post(page({ slug_url: '/about' })), badAddress, 'slug_url');
    await refused(await post(page({ slug_url: 'a'.repeat(81) })), 'Allowed max limit is 80 characters', 'slug_url');
    await refused(
      await post(page({ slug_url: 'about-lumira' })),
      'A page with the address /linkdetail/about-lumira already exists.',
      'slug_url',
    );
    await refused(await post(page({ slug_url: 'new-one', body: ' ' })), 'Please enter the body', 'body');
    await refused(await post(page({ slug_url: 'new-one', body: '<script>steal()</script>' })), 'Please enter the body', 'body');
    await refused(
      await post(page({ slug_url: 'new-one', body: `<p>${'x'.repeat(100_000)}</p>` })),
      'Allowed max limit is 100000 characters',
      'body',
    );
    await refused(
      await post(page({ slug_url: 'new-one', location: 'Header' })),
      "Please choose where the page shows: Footer, or '' (by its link only)",
      'location',
    );
    await refused(
      await post(page({ slug_url: 'new-one', material: true, summary: 'Big change' })),
      'Only a legal page (terms of service, privacy statement, cookie policy, messages from the organization) can be marked as material.',
      'material',
    );
    const { slug_url: _slug, ...withoutSlug } = page();
    await refused(await post(withoutSlug), 'Please enter the page’s address', 'slug_url');
    expect(await footer()).not.toContain('/new-one');
  });

  it('keeps each saved content as a version; publishing adds none; unpublished pages are not served', async () => {
    const current = await bySlug('surgical-training');
    const saved = await call('PUT', `/api/editor/pages/${current.id}`, {
      ...inputOf(current),
      title: 'Surgical training 2025',
      body: '<p>New dates.</p>',
      summary: 'New dates for 2025.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Surgical training 2025', version: 2 });
    expect(await detail('surgical-training')).toEqual([{ title: 'Surgical training 2025', body: '<p>New dates.</p>' }]);
    const history = await versions(current.id);
    expect(history.map((v) => [v.version, v.title, v.current, v.summary])).toEqual([
      [2, 'Surgical training 2025', true, 'New dates for 2025.'],
      [1, 'Surgical training', false, ''],
    ]);
    expect(history[0]!.saved_by).toBe(editor.email);
    const first = (await call('GET', `/api/editor/pages/${current.id}/versions/1`)).json() as Version;
    expect(first).toMatchObject({ version: 1, title: 'Surgical training', current: false });
    expect(first.body).toContain('<h2>Wet labs</h2>');
    expect(await lastAudit(`entity_type=page&entity_id=${current.id}`)).toMatchObject({
      action: 'update',
      before: { title: 'Surgical training', version: 1 },
      after: { title: 'Surgical training 2025', version: 2 },
    });

    const now = (await call('GET', '/api/editor/pages')).json() as Page[];
    const input = inputOf(now.find((p) => p.id === current.id)!);
    const off = await call('PUT', `/api/editor/pages/${current.id}`, { ...input, published: false });
    expect(off.json()).toMatchObject({ published: false, version: 2 });
    expect(await footer()).not.toContain('/surgical-training');
    expect(await detail('surgical-training')).toEqual([]);
    expect((await bySlug('surgical-training')).published).toBe(false);
    expect(await lastAudit(`entity_type=page&entity_id=${current.id}`)).toMatchObject({
      action: 'unpublish',
      before: { published: true },
      after: { published: false },
    });
    await call('PUT', `/api/editor/pages/${current.id}`, { ...input, published: true });
    expect(await lastAudit(`entity_type=page&entity_id=${current.id}`)).toMatchObject({ action: 'publish' });
    expect(await versions(current.id)).toHaveLength(2);
    expect(await detail('surgical-training')).toHaveLength(1);

    expect((await call('GET', `/api/editor/pages/${current.id}/versions/9`)).json()).toEqual({
      message: 'No such version of this page.',
    });
    expect((await call('GET', '/api/editor/pages/999999/versions')).statusCode).toBe(404);
  });

  it('restores a version as a new save, recorded as restore', async () => {
    const current = await bySlug('surgical-training');
    const res = await call('POST', `/api/editor/pages/${current.id}/versions/1/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Surgical training', version: 3, published: true });
    expect((await detail('surgical-training'))[0]!.title).toBe('Surgical training');
    const history = await versions(current.id);
    expect(history.map((v) => [v.version, v.title, v.summary, v.current])).toEqual([
      [3, 'Surgical training', 'Restored version 1.', true],
      [2, 'Surgical training 2025', 'New dates for 2025.', false],
      [1, 'Surgical training', '', false],
    ]);
    expect(await lastAudit(`entity_type=page&entity_id=${current.id}`)).toMatchObject({
      action: 'restore',
      before: { title: 'Surgical training 2025', version: 2 },
      after: { title: 'Surgical training', version: 3, restored_version: 1 },
    });
    expect((await call('POST', `/api/editor/pages/${current.id}/versions/7/restore`)).statusCode).toBe(404);
  });

  it('reorders the pages (the footer follows), refusing an order that misses one', async () => {
    const list = await pages();
    const reversed = list.map((p) => p.id).reverse();
    const res = await call('PUT', '/api/editor/page-order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Page[]).map((p) => p.id)).toEqual(reversed);
    expect(await footer()).toEqual([...list].reverse().map((p) => `/${p.slug_url}`));
    expect(await lastAudit('action=reorder&entity_type=page')).toMatchObject({
      entity_id: 'all',
      before: { order: list.map((p) => p.id) },
      after: { order: reversed },
    });
    await refused(await call('PUT', '/api/editor/page-order', { ids: reversed.slice(1) }), ORDER_OUT_OF_DATE);
  });

  it('keeps the address of a page a banner links to, and deletes a page (404 the second time)', async () => {
    const current = await bySlug('surgical-training');
    const banner = await call(
      'POST',
      '/api/editor/banners',
      guestBanner({ redirect_links: '/linkdetail/surgical-training@Read' }),
    );
    expect(banner.statusCode, banner.body).toBe(201);
    const linked =
      'The page /linkdetail/surgical-training is linked from the banner “Autumn wet-lab courses”. Change that link first.';
    await refused(
      await call('PUT', `/api/editor/pages/${current.id}`, { ...inputOf(current), slug_url: 'training' }),
      linked,
      'slug_url',
    );
    await refused(await call('DELETE', `/api/editor/pages/${current.id}`), linked);
    expect((await call('DELETE', `/api/editor/banners/${(banner.json() as { uuid: string }).uuid}`)).statusCode).toBe(204);

    expect((await call('DELETE', `/api/editor/pages/${current.id}`)).statusCode).toBe(204);
    expect(await footer()).not.toContain('/surgical-training');
    expect(await detail('surgical-training')).toEqual([]);
    expect(await lastAudit(`entity_type=page&entity_id=${current.id}`)).toMatchObject({
      action: 'delete',
      before: { title: 'Surgical training', slug_url: 'surgical-training' },
      after: null,
    });
    const again = await call('DELETE', `/api/editor/pages/${current.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No such page. It may have been deleted meanwhile.' });
    expect((await call('GET', `/api/editor/pages/${current.id}/versions`)).statusCode).toBe(404);
  });

  it('keeps a legal page’s address, never deletes or unpublishes it, and a non-material save asks nobody', async () => {
    const terms = await bySlug('terms-service');
    const input = inputOf(terms);
    await refused(
      await call('PUT', `/api/editor/pages/${terms.id}`, { ...input, slug_url: 'terms' }),
      'The address of a legal page cannot change: registration, the footer and the consent dialog link to it.',
      'slug_url',
    );
    await refused(
      await call('PUT', `/api/editor/pages/${terms.id}`, { ...input, published: false }),
      'A legal page stays published: registration and the consent dialog link to it.',
      'published',
    );
    await refused(
      await call('DELETE', `/api/editor/pages/${terms.id}`),
      'A legal page cannot be deleted: registration and the consent dialog link to it. Change its text instead.',
    );
    await refused(
      await call('PUT', `/api/editor/pages/${terms.id}`, { ...input, material: true, summary: '  ' }),
      'Please enter a summary of what changed',
      'summary',
    );
    const minor = await call('PUT', `/api/editor/pages/${terms.id}`, {
      ...input,
      body: '<p>Typo fixed.</p>',
      summary: 'Typo',
    });
    expect(minor.statusCode, minor.body).toBe(200);
    expect(await pending()).toEqual([]);
    expect((await versions(terms.id))[0]).toMatchObject({ version: 2, material: false, consent_version: null });
    expect((await detail('terms-service'))[0]!.body).toBe('<p>Typo fixed.</p>');
  });

  it('a material save adds a consent version, which the member consent gate then asks for', async () => {
    const terms = await bySlug('terms-service');
    const res = await call('PUT', `/api/editor/pages/${terms.id}`, {
      ...inputOf(terms),
      body: '<p>New liability section.</p>',
      material: true,
      summary: 'A new liability section.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await versions(terms.id))[0]).toMatchObject({
      version: 3,
      material: true,
      summary: 'A new liability section.',
      consent_version: 2,
    });
    expect(await pending()).toEqual([
      expect.objectContaining({
        page: 'terms-service',
        version: 2,
        accepted_version: 1,
        changes: [expect.objectContaining({ version: 2, summary: 'A new liability section.' })],
      }),
    ]);
    expect(await lastAudit(`entity_type=page&entity_id=${terms.id}`)).toMatchObject({
      action: 'update',
      after: { version: 3, material: true, consent_version: 2, summary: 'A new liability section.' },
    });
  });

  it('marks an earlier version of a legal page material, once; other pages cannot be', async () => {
    const terms = await bySlug('terms-service');
    const mark = (id: string, version: number, summary: string) =>
      call('POST', `/api/editor/pages/${id}/versions/${version}/material`, { summary });
    const res = await mark(terms.id, 2, 'The typo changed the meaning of section 3.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, material: true, consent_version: 3, current: false });
    const [gate] = await pending();
    expect(gate).toMatchObject({ page: 'terms-service', version: 3 });
    expect(gate!.changes.map((change) => change.summary)).toEqual([
      'A new liability section.',
      'The typo changed the meaning of section 3.',
    ]);
    expect(await lastAudit(`entity_type=page&entity_id=${terms.id}`)).toMatchObject({
      action: 'mark_material',
      before: { version: 2, material: false },
      after: { version: 2, material: true, consent_version: 3 },
    });
    await refused(await mark(terms.id, 2, 'Again'), 'Version 2 is already material (consent version 3).');
    await refused(await mark(terms.id, 1, '   '), 'Please enter a summary of what changed', 'summary');
    const about = await bySlug('about-lumira');
    await refused(
      await mark(about.id, 1, 'Big change'),
      'Only a legal page (terms of service, privacy statement, cookie policy, messages from the organization) can be marked as material.',
    );
    expect((await mark(terms.id, 99, 'Nothing')).statusCode).toBe(404);
  });

  it('seed keeps the pages editors changed unless forced; --force brings the demo pages back as version 1', async () => {
    const kept = await seedDemoContent(t.deps, { force: true });
    expect(kept.kept).toContain('pages');
    expect(kept.message).toContain('pages. Use seed --force');
    expect((await detail('terms-service'))[0]!.body).toBe('<p>New liability section.</p>');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/seed',
      headers: ADMIN_HEADERS,
      payload: { force: true, overwrite_console_edits: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail('terms-service'))[0]!.body).toContain('These terms govern your use of');
    const terms = await bySlug('terms-service');
    expect(terms.version).toBe(1);
    expect(await versions(terms.id)).toEqual([expect.objectContaining({ version: 1, saved_by: 'seed' })]);
  });
});
