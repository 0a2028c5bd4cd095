import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, resourceInput } from './support/console-content';
import { appWithEditor, type EditorSession } from './support/editors';
import { engines, type TestApp } from './support/test-app';

// Issue 40: identical creates at once answered 500 (two got the same max + 1 id) or stored one
// name twice (the name checked only in code). A kind's changes now take its lock, one after the
// other (server/services/content-engine/kind-rules.ts). On PostgreSQL they really run at once.

const AT_ONCE = 12;

describe.each(engines)('content created at once on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => ({ t, editor } = await appWithEditor(engine)));
  afterAll(() => t.close());

  const atOnce = (url: string, bodies: unknown[]) =>
    Promise.all(bodies.map((body) => consoleCall(t, editor.headers, 'POST', url, body)));

  it.each([
    ['/api/editor/tags', 'search tag', 'A tag named Retina already exists.'],
    ['/api/editor/professions', 'profession', 'A profession named Retina already exists.'],
    ['/api/editor/need-help', 'need-help entry', 'An entry named Retina already exists in the need-help list.'],
  ])('%s: one of the identical creates adds the %s, every other is told its name is taken', async (url, _kind, taken) => {
    const answers = await atOnce(
      url,
      Array.from({ length: AT_ONCE }, () => ({ name: 'Retina', published: true })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(AT_ONCE - 1).fill(400)]);
    for (const res of answers.filter((answer) => answer.statusCode === 400))
      expect(res.json()).toEqual({ message: taken, field: 'name' });
    const names = ((await consoleCall(t, editor.headers, 'GET', url)).json() as { name: string }[]).map((item) => item.name);
    expect(names.filter((name) => name === 'Retina')).toHaveLength(1);
  });

  it('gives creates of different items at once different ids and places, one each', async () => {
    const answers = await atOnce(
      '/api/editor/tags',
      Array.from({ length: AT_ONCE }, (_, n) => ({ name: `Topic ${n}`, published: true })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(AT_ONCE).fill(201));
    const tids = answers.map((res) => (res.json() as { tid: string }).tid);
    expect(new Set(tids).size).toBe(AT_ONCE);
    const resources = await atOnce(
      '/api/editor/resources',
      Array.from({ length: 4 }, (_, n) => resourceInput({ slug_url: `tool-${n}` })),
    );
    expect(resources.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(resources.map((res) => (res.json() as { nid: string }).nid)).size).toBe(4);
  });
});
