import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { card, consoleCall, guestBanner, midBanner, resourceInput } from './support/console-content';
import { auditLog, signedInEditor, type EditorSession } from './support/editors';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** How a test drives one content kind's calls. */
interface KindCase {
  kind: string;
  /** Where new items go and where the list is read (the kind's own list, or the parent's). */
  list: string;
  item: (id: string) => string;
  order: { url: string; body: (ids: string[]) => Record<string, unknown> };
  id: string;
  input: (name: string) => Record<string, unknown>;
  /** What the conflict message names the item by: its name, or (no title) the kind. */
  named: (name: string) => string;
}

const quoted = (name: string) => `“${name}”`;
const term = (name: string) => ({ name, published: true });

const KINDS: KindCase[] = [
  {
    kind: 'banner',
    list: '/api/editor/banners',
    item: (id) => `/api/editor/banners/${id}`,
    order: { url: '/api/editor/banner-order', body: (ids) => ({ audience: 'guest', ids }) },
    id: 'uuid',
    input: (title) => guestBanner({ title }),
    named: quoted,
  },
  {
    kind: 'quick-link card',
    list: '/api/editor/cards',
    item: (id) => `/api/editor/cards/${id}`,
    order: { url: '/api/editor/card-order', body: (ids) => ({ ids }) },
    id: 'id',
    input: (name) => card({ resource_title: name }),
    named: quoted,
  },
  {
    kind: 'mid banner',
    list: '/api/editor/mid-banners',
    item: (id) => `/api/editor/mid-banners/${id}`,
    order: { url: '/api/editor/mid-banner-order', body: (ids) => ({ ids }) },
    id: 'id',
    input: (name) => midBanner({ body: `<p>${name}</p>` }),
    named: () => 'the mid banner',
  },
  {
    kind: 'search tag',
    list: '/api/editor/tags',
    item: (id) => `/api/editor/tags/${id}`,
    order: { url: '/api/editor/tag-order', body: (ids) => ({ ids }) },
    id: 'tid',
    input: term,
    named: quoted,
  },
  {
    kind: 'resource',
    list: '/api/editor/resources',
    item: (id) => `/api/editor/resources/${id}`,
    order: { url: '/api/editor/resource-order', body: (ids) => ({ ids }) },
    id: 'nid',
    input: (title) => resourceInput({ title, slug_url: 'revised-tool' }),
    named: quoted,
  },
  {
    kind: 'profession',
    list: '/api/editor/professions',
    item: (id) => `/api/editor/professions/${id}`,
    order: { url: '/api/editor/profession-order', body: (ids) => ({ ids }) },
    id: 'tid',
    input: term,
    named: quoted,
  },
  {
    kind: 'speciality',
    list: '/api/editor/professions/11/specialities',
    item: (id) => `/api/editor/specialities/${id}`,
    order: { url: '/api/editor/speciality-order', body: (ids) => ({ profession_tid: '11', ids }) },
    id: 'tid',
    input: term,
    named: quoted,
  },
  {
    kind: 'need-help entry',
    list: '/api/editor/need-help',
    item: (id) => `/api/editor/need-help/${id}`,
    order: { url: '/api/editor/need-help-order', body: (ids) => ({ ids }) },
    id: 'tid',
    input: term,
    named: quoted,
  },
  {
    kind: 'page',
    list: '/api/editor/pages',
    item: (id) => `/api/editor/pages/${id}`,
    order: { url: '/api/editor/page-order', body: (ids) => ({ ids }) },
    id: 'id',
    input: (title) => ({ title, slug_url: 'revised-page', location: 'Footer', body: `<p>${title}</p>`, published: true }),
    named: quoted,
  },
];

type Item = Record<string, unknown> & { revision: number; updated_at: number | null; updated_by: string | null };

/** "2 June 2025 09:30 UTC", written here independently of the server's code. */
function changeTime(unixSeconds: number): string {
  const at = new Date(unixSeconds * 1000);
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    at,
  );
  return `${day} ${time} UTC`;
}

describe.each(engines)('no lost update: every content kind has a revision on %s', (engine) => {
  let t: TestApp;
  let anna: EditorSession;
  let bert: EditorSession;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    anna = await signedInEditor(t);
    bert = await signedInEditor(t);
  });
  afterAll(() => t.close());

  const as = (editor: EditorSession) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    consoleCall(t, editor.headers, method, url, payload);

  it.each(KINDS)('$kind: a save from an older revision is a 409 with who, when and the item as it is', async (kind) => {
    const [byAnna, byBert] = [as(anna), as(bert)];
    const created = await byAnna('POST', kind.list, kind.input('First words'));
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json() as Item;
    expect(first).toMatchObject({ revision: 1, updated_by: anna.email, updated_at: expect.any(Number) });
    const id = String(first[kind.id]);

    // Both open revision 1; Bert saves first and gets revision 2.
    const saved = await byBert('PUT', kind.item(id), { ...kind.input('Bert’s words'), revision: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = saved.json() as Item;
    expect(second).toMatchObject({ revision: 2, updated_by: bert.email });

    // Anna's save from revision 1 would overwrite Bert's: refused, with his version to compare.
    const stale = await byAnna('PUT', kind.item(id), { ...kind.input('Anna’s words'), revision: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    const listed = ((await byAnna('GET', kind.list)).json() as Item[]).find((item) => String(item[kind.id]) === id);
    expect(stale.json()).toEqual({
      message: `Someone else changed ${kind.named('Bert’s words')} (${bert.email}, ${changeTime(second.updated_at!)}) after you opened it.`,
      conflict: { revision: 2, updated_by: bert.email, updated_at: second.updated_at, current: listed },
    });
    expect(listed).toEqual(second);

    // Publishing is a save too; a reorder is not (the revision stays).
    const unpublish = await byAnna('PUT', kind.item(id), { ...kind.input('Bert’s words'), published: false, revision: 1 });
    expect(unpublish.statusCode).toBe(409);
    const list = (await byAnna('GET', kind.list)).json() as Item[];
    const ids = list.filter((item) => kind.kind !== 'banner' || item.audience === 'guest').map((item) => String(item[kind.id]));
    const reordered = await byAnna('PUT', kind.order.url, kind.order.body([...ids].reverse()));
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as Item[]).find((item) => String(item[kind.id]) === id)?.revision).toBe(2);

    // From the revision she now has, Anna's save goes through.
    const fresh = await byAnna('PUT', kind.item(id), { ...kind.input('Anna’s words'), revision: 2 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ revision: 3, updated_by: anna.email });

    // A delete from an older revision is refused the same way; from the current one it deletes.
    const staleDelete = await byBert('DELETE', `${kind.item(id)}?revision=2`);
    expect(staleDelete.statusCode, staleDelete.body).toBe(409);
    expect(staleDelete.json()).toMatchObject({ conflict: { revision: 3, updated_by: anna.email } });
    expect((await byBert('DELETE', `${kind.item(id)}?revision=3`)).statusCode).toBe(204);
  });

  it.each(KINDS)('$kind: a save or delete without a revision is a 400 naming `revision`, never an overwrite', async (kind) => {
    const [byAnna, byBert] = [as(anna), as(bert)];
    const created = (await byAnna('POST', kind.list, kind.input('Kept words'))).json() as Item;
    const id = String(created[kind.id]);
    const required = {
      message: 'A change must name the revision of the item it started from (revision): reload the item and try again.',
      field: 'revision',
    };
    const blind = await byBert('PUT', kind.item(id), kind.input('Blind words'));
    expect(blind.statusCode, blind.body).toBe(400);
    expect(blind.json()).toMatchObject(required);
    const blindDelete = await byBert('DELETE', kind.item(id));
    expect(blindDelete.statusCode, blindDelete.body).toBe(400);
    expect(blindDelete.json()).toMatchObject(required);
    // Neither changed the item: it is still Anna's first revision.
    const listed = ((await byAnna('GET', kind.list)).json() as Item[]).find((item) => String(item[kind.id]) === id);
    expect(listed).toMatchObject({ revision: 1, updated_by: anna.email });
    expect((await byAnna('DELETE', `${kind.item(id)}?revision=1`)).statusCode).toBe(204);
  });

  it('an item sent back as read (with its revision fields) saves; the audit row keeps content only', async () => {
    const call = as(anna);
    const created = (await call('POST', '/api/editor/cards', card({ resource_title: 'As read' }))).json() as Item;
    const { id, ...asRead } = created;
    const res = await call('PUT', `/api/editor/cards/${id}`, { ...asRead, published: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: false, revision: 2 });
    const [row] = (
      (await auditLog(t, anna.headers, `entity_type=card&entity_id=${id}`)).json() as {
        items: { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
      }
    ).items;
    expect(row).toMatchObject({ action: 'unpublish', before: { published: true }, after: { published: false } });
    expect(Object.keys(row!.after)).not.toContain('revision');
  });

  it('refuses a revision that is not a whole number from 1, naming it', async () => {
    const call = as(anna);
    const tag = (await call('POST', '/api/editor/tags', term('Numbered'))).json() as Item;
    const bad = await call('PUT', `/api/editor/tags/${tag.tid}`, { ...term('Numbered'), revision: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Revision must be a whole number from 1', field: 'revision' });
    const badDelete = await call('DELETE', `/api/editor/tags/${tag.tid}?revision=first`);
    expect(badDelete.statusCode).toBe(400);
    expect(badDelete.json()).toMatchObject({ message: 'Revision must be a whole number from 1', field: 'revision' });
  });
});
