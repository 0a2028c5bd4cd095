import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, guestBanner, resourceInput } from './support/console-content';
import { appWithEditor, type EditorSession } from './support/editors';
import { engines, type TestApp } from './support/test-app';

// Issue 38: every kind's console list is searched, filtered, sorted and paged by the database
// (GET /api/editor/content/{kind}), and bulk publish / unpublish / delete answers each item's result.

interface ListRow {
  id: string;
  title: string;
  published: boolean;
  audience?: string;
  revision: number;
  updated_by: string | null;
  view_url: string | null;
}
interface ListPage {
  items: ListRow[];
  total: number;
  page: number;
  limit: number;
}

const EXTRA_RESOURCES = 60;

describe.each(engines)('console lists on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => {
    ({ t, editor } = await appWithEditor(engine));
    for (let n = 1; n <= EXTRA_RESOURCES; n += 1) {
      const number = String(n).padStart(2, '0');
      const res = await consoleCall(
        t,
        editor.headers,
        'POST',
        '/api/editor/resources',
        resourceInput({ title: `Lens atlas ${number}`, slug_url: `lens-atlas-${number}`, published: n % 3 !== 0 }),
      );
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const list = async (kind: string, query = '') => {
    const res = await consoleCall(t, editor.headers, 'GET', `/api/editor/content/${kind}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListPage;
  };
  const bulk = (kind: string, body: unknown) => consoleCall(t, editor.headers, 'POST', `/api/editor/content/${kind}/bulk`, body);

  it('pages a list of more than 60 resources 25 at a time, in display order, with the total', async () => {
    const first = await list('resources');
    expect(first.total).toBeGreaterThan(EXTRA_RESOURCES);
    expect(first).toMatchObject({ page: 1, limit: 25 });
    expect(first.items).toHaveLength(25);
    const pages = Math.ceil(first.total / 25);
    const last = await list('resources', `?page=${pages}`);
    expect(last.items).toHaveLength(first.total - 25 * (pages - 1));
    const every = await list('resources', '?limit=100');
    expect(every.items.slice(0, 25).map((row) => row.id)).toEqual(first.items.map((row) => row.id));
    expect(new Set(every.items.map((row) => row.id)).size).toBe(first.total);
  });

  it('searches the text fields in any case, with % and _ matching themselves', async () => {
    const found = await list('resources', '?q=LENS%20ATLAS%205');
    expect(found.items.map((row) => row.title)).toEqual([
      'Lens atlas 50',
      'Lens atlas 51',
      'Lens atlas 52',
      'Lens atlas 53',
      'Lens atlas 54',
      'Lens atlas 55',
      'Lens atlas 56',
      'Lens atlas 57',
      'Lens atlas 58',
      'Lens atlas 59',
    ]);
    expect((await list('resources', '?q=lens-atlas-07')).items.map((row) => row.title)).toEqual(['Lens atlas 07']);
    expect((await list('resources', '?q=%25')).total).toBe(0);
  });

  it('sorts by title either way and filters by status', async () => {
    const descending = await list('resources', '?q=lens%20atlas&sort=title&dir=desc&limit=3');
    expect(descending.items.map((row) => row.title)).toEqual(['Lens atlas 60', 'Lens atlas 59', 'Lens atlas 58']);
    const drafts = await list('resources', '?q=lens%20atlas&status=draft&sort=title&limit=100');
    expect(drafts.total).toBe(EXTRA_RESOURCES / 3);
    expect(drafts.items.every((row) => !row.published && row.view_url === null)).toBe(true);
    const published = await list('resources', '?q=lens%20atlas%2001');
    expect(published.items[0]).toMatchObject({ published: true, view_url: '/appdetail/lens-atlas-01', updated_by: editor.email });
  });

  it('filters banners by audience, and refuses an audience for other kinds', async () => {
    const members = await list('banners', '?audience=member');
    expect(members.items.length).toBeGreaterThan(0);
    expect(members.items.every((row) => row.audience === 'member')).toBe(true);
    const refused = await consoleCall(t, editor.headers, 'GET', '/api/editor/content/tags?audience=guest');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Only banners have an audience.', field: 'audience' });
    const unknown = await consoleCall(t, editor.headers, 'GET', '/api/editor/content/specialities');
    expect(unknown.statusCode).toBe(400);
  });

  it('names a mid banner by its text', async () => {
    const [first] = (await list('mid-banners')).items;
    expect(first!.title).not.toMatch(/[<>]/);
    expect(first!.title.length).toBeGreaterThan(0);
  });

  it('unpublishes three banners, each with its result, and says which were already so', async () => {
    const created: string[] = [];
    for (const title of ['Bulk one', 'Bulk two', 'Bulk three']) {
      const res = await consoleCall(t, editor.headers, 'POST', '/api/editor/banners', guestBanner({ title }));
      created.push((res.json() as { uuid: string }).uuid);
    }
    // Each new banner is at revision 1, as the list shows it.
    const firsts = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1]));
    const res = await bulk('banners', { action: 'unpublish', ids: created, revisions: firsts(created) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: created[0], title: 'Bulk one', ok: true, message: 'Unpublished.' },
        { id: created[1], title: 'Bulk two', ok: true, message: 'Unpublished.' },
        { id: created[2], title: 'Bulk three', ok: true, message: 'Unpublished.' },
      ],
    });
    const drafts = await list('banners', '?q=bulk&status=draft');
    expect(drafts.items.map((row) => row.title).sort()).toEqual(['Bulk one', 'Bulk three', 'Bulk two']);
    const again = await bulk('banners', { action: 'unpublish', ids: [created[0]], revisions: { [created[0]!]: 2 } });
    expect(again.json()).toEqual({ results: [{ id: created[0], title: 'Bulk one', ok: true, message: 'Already unpublished.' }] });
    const audit = await consoleCall(t, editor.headers, 'GET', '/api/editor/audit-log?entity_type=banner');
    expect(JSON.stringify(audit.json())).toContain('unpublish');
  });

  it('deletes what its rules allow and tells why not for the rest, and a stale revision is a conflict', async () => {
    const [resource] = (await list('resources', '?q=lens%20atlas%2002')).items;
    const res = await bulk('resources', {
      action: 'delete',
      ids: [resource!.id, '999999'],
      revisions: { [resource!.id]: resource!.revision, '999999': 1 },
    });
    expect(res.json()).toEqual({
      results: [
        { id: resource!.id, title: 'Lens atlas 02', ok: true, message: 'Deleted.' },
        { id: '999999', title: '999999', ok: false, message: 'No such resource. It may have been deleted meanwhile.' },
      ],
    });
    const [stale] = (await list('resources', '?q=lens%20atlas%2004')).items;
    const saved = await bulk('resources', { action: 'unpublish', ids: [stale!.id], revisions: { [stale!.id]: stale!.revision } });
    expect((saved.json() as { results: { ok: boolean }[] }).results[0]!.ok).toBe(true);
    const conflict = await bulk('resources', {
      action: 'publish',
      ids: [stale!.id],
      revisions: { [stale!.id]: stale!.revision },
    });
    const [result] = (conflict.json() as { results: { ok: boolean; message: string }[] }).results;
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('changed “Lens atlas 04”') });
  });

  it('refuses an empty or malformed bulk action with a clear message', async () => {
    const empty = await bulk('tags', { action: 'publish', ids: [], revisions: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please choose at least one item' });
    const action = await bulk('tags', { action: 'archive', ids: ['201'], revisions: { '201': 1 } });
    expect(action.statusCode).toBe(400);
    expect(action.json()).toMatchObject({ message: 'Action must be publish, unpublish or delete' });
    // Every id names the revision the editor saw: none, or one missing, is a 400 before any change.
    const none = await bulk('tags', { action: 'unpublish', ids: ['201'] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: expect.stringContaining('(revisions)'), field: 'revisions' });
    const missing = await bulk('tags', { action: 'unpublish', ids: ['201', '202'], revisions: { '201': 1 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: expect.stringContaining('(revisions)'), field: 'revisions' });
    expect((await list('tags', '?status=draft')).items.map((row) => row.id)).not.toContain('201');
  });

  it('answers 401 without an editor session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/editor/content/resources' });
    expect(res.statusCode).toBe(401);
  });
});
