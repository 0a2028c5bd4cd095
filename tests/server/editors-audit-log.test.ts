import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog as auditLogTable } from '../../server/db/schema';
import { recordAudit } from '../../server/services/record-audit';
import { freshEmail, insertAccountsFixtures } from './support/accounts-fixtures';
import { addEditor, auditLog, signedInEditor, type EditorSession } from './support/editors';
import { ADMIN_HEADERS } from './support/sample-requests';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface Entry {
  id: string;
  created: number;
  actor: { uid: string | null; label: string };
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

describe.each(engines)('the audit log on %s', (engine) => {
  let t: TestApp;
  let viewer: EditorSession;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
    viewer = await signedInEditor(t, 'viewer@example.com');
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await auditLog(t, viewer.headers, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Entry[]; total: number; page: number; limit: number };
  };

  it('records editor add and password set, newest first, with who, what, before and after', async () => {
    const { items } = await list(`entity_id=${viewer.uid}`);
    expect(items.map((e) => e.action)).toEqual(['set_password', 'create']);
    const [passwordSet, created] = items;
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      created: expect.any(Number),
      actor: { uid: null, label: 'command line' },
      action: 'create',
      entity_type: 'editor',
      entity_id: viewer.uid,
      title: 'viewer@example.com',
      before: null,
      after: { email: 'viewer@example.com', first_name: 'Eva', last_name: 'Lindqvist' },
    });
    expect(passwordSet).toMatchObject({
      actor: { uid: viewer.uid, label: 'viewer@example.com' },
      before: { password_set: false },
      after: { password_set: true },
    });
    expect(JSON.stringify(items)).not.toMatch(/pass_hash|\$argon2/);
  });

  it('records a removal, and the removed editor keeps their name on their rows', async () => {
    const gone = await signedInEditor(t, freshEmail('gone'));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/editors/${encodeURIComponent(gone.email)}`,
      headers: ADMIN_HEADERS,
    });
    expect(res.statusCode).toBe(200);
    const { items } = await list(`entity_id=${gone.uid}`);
    expect(items.map((e) => [e.action, e.actor])).toEqual([
      ['delete', { uid: null, label: 'command line' }],
      ['set_password', { uid: null, label: gone.email }],
      ['create', { uid: null, label: 'command line' }],
    ]);
    expect(items[0]!.before).toEqual({ email: gone.email, first_name: 'Eva', last_name: 'Lindqvist' });
    expect(items[0]!.after).toBeNull();
  });

  it('filters by actor (part of the label, any case), action and entity type', async () => {
    const byViewer = await list('actor=VIEWER@example');
    expect(byViewer.items.length).toBeGreaterThan(0);
    expect(byViewer.items.every((e) => e.actor.label === 'viewer@example.com')).toBe(true);
    const creates = await list('action=create&entity_type=editor');
    expect(creates.items.length).toBeGreaterThan(0);
    expect(creates.items.every((e) => e.action === 'create')).toBe(true);
    // LIKE wildcards typed into the filter match themselves only.
    expect((await list('actor=%25')).total).toBe(0);
    // A filter's refusal names the filter (the console shows it there).
    expect((await auditLog(t, viewer.headers, 'action=explode')).json()).toMatchObject({
      message: 'Unknown action',
      field: 'action',
    });
    expect((await auditLog(t, viewer.headers, 'entity_type=widget')).json()).toMatchObject({
      message: 'Unknown entity type',
      field: 'entity_type',
    });
  });

  it('filters by a range of days (UTC, both inclusive)', async () => {
    for (const [at, id] of [
      ['2031-05-09T23:59:59Z', 'day-9'],
      ['2031-05-10T00:00:00Z', 'day-10-start'],
      ['2031-05-11T23:59:59Z', 'day-11-end'],
      ['2031-05-12T00:00:00Z', 'day-12'],
    ] as const) {
      await recordAudit(t.deps.db, {
        actor: { kind: 'command-line' },
        action: 'create',
        entityType: 'editor',
        entityId: id,
        before: null,
        after: null,
        at: new Date(at),
      });
    }
    const { items } = await list('from=2031-05-10&to=2031-05-11');
    expect(items.map((e) => e.entity_id)).toEqual(['day-11-end', 'day-10-start']);
    expect((await list('from=2031-05-12')).items.map((e) => e.entity_id)).toEqual(['day-12']);
    const reversed = await auditLog(t, viewer.headers, 'from=2031-05-11&to=2031-05-10');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ message: 'The "to" date must not be before the "from" date.' });
    expect((await auditLog(t, viewer.headers, 'from=2031-5-1')).json()).toMatchObject({
      message: 'Dates must look like 2025-01-31',
      field: 'from',
    });
  });

  it('pages with a total that counts every matching row', async () => {
    for (let i = 0; i < 3; i += 1) await addEditor(t);
    const all = await list('action=create');
    const first = await list('action=create&limit=2&page=1');
    const second = await list('action=create&limit=2&page=2');
    expect(first).toMatchObject({ total: all.total, page: 1, limit: 2 });
    expect(first.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(all.items.slice(0, 4).map((e) => e.id));
    expect((await list('limit=25')).limit).toBe(25);
    expect((await auditLog(t, viewer.headers, 'limit=101')).json()).toMatchObject({
      message: 'Limit must be a whole number from 1 to 100',
      field: 'limit',
    });
    expect((await auditLog(t, viewer.headers, 'page=0')).json()).toMatchObject({
      message: 'Page must be a whole number from 1',
      field: 'page',
    });
  });

  it('writes nothing when the change it belongs to fails (one transaction)', async () => {
    const before = (await t.deps.db.select().from(auditLogTable)).length;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: { kind: 'command-line' },
          action: 'create',
          entityType: 'editor',
          entityId: 'rolled-back',
          before: null,
          after: null,
          at: t.deps.now(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await t.deps.db.select().from(auditLogTable)).length).toBe(before);
  });
});
