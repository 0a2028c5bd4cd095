import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditRow } from '../../server/db/audit-log.repository';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { card, guestBanner, editCall } from './support/console-content';
import { auditLog, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface AuditItem {
  id: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

describe.each(engines)('putting back a change from the audit log on %s', (engine) => {
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
  const audit = async (query: string) => ((await auditLog(t, editor.headers, query)).json() as { items: AuditItem[] }).items;
  const undo = (id: string, headers: Record<string, string> = editor.headers) =>
    t.app.inject({ method: 'POST', url: `/api/editor/audit-log/${id}/undo`, headers });
  const undone = async (id: string) => {
    const res = await undo(id);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { message: string }).message;
  };

  it('answers 401 without an editor session, 403 to a member and 404 for an unknown change', async () => {
    expect((await undo('1', {})).statusCode).toBe(401);
    expect((await undo('1', member.headers)).statusCode).toBe(403);
    const res = await undo('999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such change in the audit log.' });
  });

  it("puts back a banner's old title: guests see it at once, and the undo is in the audit log", async () => {
    const created = (await call('POST', '/api/editor/banners', guestBanner({ title: 'Autumn courses' }))).json() as {
      uuid: string;
    };
    const changed = await call('PUT', `/api/editor/banners/${created.uuid}`, guestBanner({ title: 'Winter courses' }));
    expect(changed.statusCode, changed.body).toBe(200);
    const titles = async () => (await guest<{ title: string }[]>('/viewapi/banner-list')).map((b) => b.title);
    expect(await titles()).toContain('Winter courses');
    const [change] = await audit(`entity_id=${created.uuid}&action=update`);
    expect(await undone(change!.id)).toBe('Put back the banner “Autumn courses” as it was before this change.');
    expect(await titles()).toContain('Autumn courses');
    expect(await titles()).not.toContain('Winter courses');
    const rows = await audit(`entity_id=${created.uuid}&action=update`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      before: { title: 'Winter courses' },
      after: { title: 'Autumn courses', uuid: created.uuid },
    });
    // Twice: its before again, so nothing changes.
    await undone(change!.id);
    expect(await titles()).toContain('Autumn courses');
  });

  it('puts back a deleted tag (with a new tid)', async () => {
    const tag = (await call('POST', '/api/editor/tags', { name: 'Retina', published: true })).json() as { tid: string };
    expect((await call('DELETE', `/api/editor/tags/${tag.tid}`)).statusCode).toBe(204);
    const names = async () => (await guest<{ name: string }[]>('/uiapi/tags')).map((x) => x.name);
    expect(await names()).not.toContain('Retina');
    const [deleted] = await audit(`entity_type=tag&entity_id=${tag.tid}&action=delete`);
    expect(await undone(deleted!.id)).toMatch(/^Put back the search tag “Retina” .*new id/);
    expect(await names()).toContain('Retina');
    expect((await audit('entity_type=tag&action=create'))[0]).toMatchObject({ after: { name: 'Retina' } });
  });

  it('removes a card that a change added', async () => {
    const created = (await call('POST', '/api/editor/cards', card({ resource_title: 'Undo me' }))).json() as { id: string };
    const [row] = await audit(`entity_type=card&entity_id=${created.id}&action=create`);
    expect(await undone(row!.id)).toBe('Removed the quick-link card “Undo me” that this change added.');
    const cards = (await call('GET', '/api/editor/cards')).json() as { id: string }[];
    expect(cards.map((c) => c.id)).not.toContain(created.id);
    expect((await audit(`entity_type=card&entity_id=${created.id}`))[0]).toMatchObject({ action: 'delete' });
    // Twice: the card is gone, and the delete's own message comes through.
    const again = await undo(row!.id);
    expect(again.statusCode).toBe(404);
  });

  it('puts back the order before a reorder', async () => {
    const order = async () => ((await call('GET', '/api/editor/tags')).json() as { tid: string }[]).map((x) => x.tid);
    const before = await order();
    expect(before.length).toBeGreaterThan(1);
    const reversed = [...before].reverse();
    expect((await call('PUT', '/api/editor/tag-order', { ids: reversed })).statusCode).toBe(200);
    expect(await order()).toEqual(reversed);
    const [row] = await audit('entity_type=tag&action=reorder');
    expect(await undone(row!.id)).toBe('Put back the order of the search tags as it was before this change.');
    expect(await order()).toEqual(before);
  });

  it('puts back a deleted profession with the specialities it was deleted with, each a change of its own', async () => {
    const profession = (await call('POST', '/api/editor/professions', { name: 'Vision Scientist', published: true })).json() as {
      tid: string;
    };
    for (const name of ['Optics', 'Psychophysics'])
      await call('POST', `/api/editor/professions/${profession.tid}/specialities`, { name, published: true });
    expect((await call('DELETE', `/api/editor/professions/${profession.tid}`)).statusCode).toBe(204);
    const [deleted] = await audit(`entity_type=profession&entity_id=${profession.tid}&action=delete`);
    expect(await undone(deleted!.id)).toBe(
      'Put back the profession “Vision Scientist” as it was before it was deleted (as a new item, with a new id).',
    );
    const professions = (await call('GET', '/api/editor/professions')).json() as { tid: string; name: string }[];
    const back = professions.find((p) => p.name === 'Vision Scientist')!;
    const specialities = (await call('GET', `/api/editor/professions/${back.tid}/specialities`)).json() as { name: string }[];
    expect(specialities.map((s) => s.name)).toEqual(['Optics', 'Psychophysics']);
    expect((await audit('entity_type=speciality&action=create')).slice(0, 2).map((row) => row.after)).toEqual([
      expect.objectContaining({ name: 'Psychophysics', profession_tid: back.tid }),
      expect.objectContaining({ name: 'Optics', profession_tid: back.tid }),
    ]);
  });

  it('publishes again a resource that was unpublished', async () => {
    const [resource] = (await call('GET', '/api/editor/resources')).json() as { nid: string; slug_url: string }[];
    const { nid: _nid, ...body } = resource!;
    const res = await call('PUT', `/api/editor/resources/${resource!.nid}`, { ...body, published: false });
    expect(res.statusCode, res.body).toBe(200);
    const slugs = async () =>
      (await guest<{ slug_url: string }[]>('/jsonapi/resource')).map((r) => r.slug_url.replace(/^\//, ''));
    expect(await slugs()).not.toContain(resource!.slug_url);
    const [row] = await audit(`entity_type=resource&entity_id=${resource!.nid}&action=unpublish`);
    expect(await undone(row!.id)).toMatch(/^Put back the resource “.+” as it was before this change\.$/);
    expect(await slugs()).toContain(resource!.slug_url);
    expect((await audit(`entity_type=resource&entity_id=${resource!.nid}`))[0]).toMatchObject({ action: 'publish' });
  });

  it('sends page changes to the History and refuses editor accounts and the like', async () => {
    await insertAuditRow(t.deps.db, {
      actorUid: Number(editor.uid),
      actorLabel: editor.email,
      action: 'update',
      entityType: 'page',
      entityId: '1',
      before: { title: 'Old' },
      after: { title: 'New' },
    });
    const [page] = await audit('entity_type=page&entity_id=1&action=update');
    const refused = await undo(page!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "Use the page's History to restore a version." });
    const [account] = await audit('entity_type=editor');
    const res = await undo(account!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This change cannot be undone here.' });
  });
});
