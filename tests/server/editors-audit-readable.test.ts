import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, editCall } from './support/console-content';
import { appWithEditor, type EditorSession } from './support/editors';
import { engines, type TestApp } from './support/test-app';

// Issue 38, "Readable audit log": each row names its item by title (from the row's own snapshots,
// so a deleted item still does), and a reorder keeps the order by title beside the ids.

interface Entry {
  action: string;
  entity_type: string;
  entity_id: string;
  title: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(engines)('a readable audit log on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => ({ t, editor } = await appWithEditor(engine)));
  afterAll(() => t.close());

  const entries = async (query: string) => {
    const res = await consoleCall(t, editor.headers, 'GET', `/api/editor/audit-log?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: Entry[] }).items;
  };

  it('names a changed and then deleted tag by its title in every row, newest first', async () => {
    const created = await consoleCall(t, editor.headers, 'POST', '/api/editor/tags', { name: 'Retina', published: true });
    const { tid } = created.json() as { tid: string };
    await editCall(t, editor.headers, 'PUT', `/api/editor/tags/${tid}`, { name: 'Retina surgery', published: true });
    await editCall(t, editor.headers, 'DELETE', `/api/editor/tags/${tid}`);
    const rows = await entries(`entity_type=tag&entity_id=${tid}`);
    expect(rows.map((row) => [row.action, row.title])).toEqual([
      ['delete', 'Retina surgery'],
      ['update', 'Retina surgery'],
      ['create', 'Retina'],
    ]);
  });

  it('keeps a reorder as ids and titles, old and new, and names no single item', async () => {
    const before = (await consoleCall(t, editor.headers, 'GET', '/api/editor/need-help')).json() as {
      tid: string;
      name: string;
    }[];
    const ids = before.map((entry) => entry.tid).reverse();
    expect((await editCall(t, editor.headers, 'PUT', '/api/editor/need-help-order', { ids })).statusCode).toBe(200);
    const [row] = await entries('entity_type=need_help&action=reorder');
    expect(row!.title).toBeNull();
    expect(row!.before).toEqual({ order: before.map((entry) => entry.tid), titles: before.map((entry) => entry.name) });
    expect(row!.after).toEqual({ order: ids, titles: [...before].reverse().map((entry) => entry.name) });
  });
});
