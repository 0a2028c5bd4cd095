import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/connection-errors';
import { openPgliteThread, type PgliteThread } from '../../server/db/pglite-thread';
import { newThreadNices, niceValues } from './support/thread-nice';

const keepText = (value: string) => value;

describe('PGlite on a thread of its own', () => {
  let thread: PgliteThread;
  let before: Map<string, number>;

  beforeAll(async () => {
    before = niceValues();
    thread = await openPgliteThread('memory://');
    await thread.script(`
      create table notes (id serial primary key, title text not null unique, at timestamptz not null default now());
      insert into notes (title, at) values ('first', '2026-11-25 10:00:00+00');
    `);
  }, 60_000);
  afterAll(() => thread?.close());

  it.runIf(process.platform === 'linux')('runs below the event loop (nice 5), the main thread unchanged', () => {
    expect(newThreadNices(before)).toContain(5);
    expect(niceValues().get(String(process.pid))).toBe(before.get(String(process.pid)));
  });

  it('answers a statement with parameters, as objects or arrays', async () => {
    const objects = await thread.client.query<{ title: string }>('select title from notes where title = $1', ['first']);
    expect(objects.rows).toEqual([{ title: 'first' }]);
    const arrays = await thread.client.query('select id, title from notes', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'first']]);
  });

  it("keeps a timestamp as PostgreSQL's text when the caller's parser keeps the text (drizzle's), else a Date", async () => {
    const asText = await thread.client.query<{ at: unknown }>('select at from notes', [], {
      parsers: { [types.TIMESTAMPTZ]: keepText },
    });
    expect(asText.rows[0]!.at).toBe('2026-11-25 10:00:00+00');
    const asDate = await thread.client.query<{ at: unknown }>('select at from notes');
    expect(asDate.rows[0]!.at).toEqual(new Date('2026-11-25T10:00:00Z'));
  });

  it('refuses a parser that changes the text: a function cannot cross to the thread', async () => {
    await expect(
      thread.client.query('select at from notes', [], { parsers: { [types.TIMESTAMPTZ]: (value: string) => value.length } }),
    ).rejects.toThrow(/parser for type 1184 changes the text/);
  });

  it("fails a statement with PostgreSQL's error: message, code and constraint", async () => {
    const failure = await thread.client.query("insert into notes (title) values ('first')").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      message: expect.stringMatching(/duplicate key value violates unique constraint/),
      code: '23505',
      constraint: 'notes_title_key',
    });
  });

  it("fails a statement with parameters with PostgreSQL's error, and runs the same statement right afterwards", async () => {
    const insert = 'insert into notes (title) values ($1) returning title';
    const failure = await thread.client.query(insert, ['first']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_title_key' });
    expect((await thread.client.query(insert, ['second'])).rows).toEqual([{ title: 'second' }]);
    await thread.client.query('delete from notes where title = $1', ['second']);
    const syntax = await thread.client.query('selec title from notes where id = $1', [1]).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
  });

  describe('statements with parameters, kept prepared', () => {
    let small: PgliteThread;
    const preparedCount = async () =>
      (await small.script('select count(*)::int as n from pg_prepared_statements')).rows[0] as { n: number };

    beforeAll(async () => {
      small = await openPgliteThread('memory://', undefined, { preparedMax: 2 });
      await small.script(
        "create table items (id int primary key, label text); insert into items values (1, 'one'), (2, 'two'), (3, 'three');",
      );
    }, 60_000);
    afterAll(() => small?.close());

    it('answers the same text with new values each time, and keeps no more prepared than its bound', async () => {
      const texts = [
        'select label from items where id = $1',
        'select label from items where id = $1 + 0',
        'select label from items where $1 = id',
      ];
      for (let round = 0; round < 3; round += 1)
        for (const [i, text] of texts.entries()) {
          const id = ((round + i) % 3) + 1;
          expect((await small.client.query<{ label: string }>(text, [id])).rows).toEqual([
            { label: ['one', 'two', 'three'][id - 1] },
          ]);
        }
      expect(await preparedCount()).toEqual({ n: 2 });
    });

    it('prepares a statement again when its table changed under it', async () => {
      const text = 'select * from items where id = $1';
      expect((await small.client.query(text, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
      await small.script('alter table items add column note text');
      expect((await small.client.query(text, [1])).rows).toEqual([{ id: 1, label: 'one', note: null }]);
      // The stale statement was closed, not left beside its new self.
      expect(await preparedCount()).toEqual({ n: 2 });
    });

    it('serialises values by the types PostgreSQL gave the parameters (timestamps, nulls, arrays, JSON)', async () => {
      const at = new Date('2026-11-27T12:00:00Z');
      const { rows } = await small.client.query<Record<string, unknown>>(
        'select $1::timestamptz as at, $2::text as nothing, $3::text[] as tags, $4::jsonb as data',
        [at, null, ['a', 'b'], JSON.stringify({ ok: true })],
      );
      expect(rows).toEqual([{ at, nothing: null, tags: ['a', 'b'], data: { ok: true } }]);
    });
  });

  it('commits a transaction whose callback succeeds and rolls back one that fails', async () => {
    await thread.client.transaction(async (tx) => {
      await tx.query("insert into notes (title) values ('kept')");
    });
    await expect(
      thread.client.transaction(async (tx) => {
        await tx.query("insert into notes (title) values ('undone')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const titles = await thread.client.query<{ title: string }>('select title from notes order by id');
    expect(titles.rows.map((row) => row.title)).toEqual(['first', 'kept']);
  });

  it('rolls back a script that fails inside its own transaction, so later statements still run', async () => {
    await expect(thread.script("begin; insert into notes (title) values ('half'); select * from missing_table;")).rejects.toThrow(
      /missing_table/,
    );
    expect((await thread.script("select count(*)::int as n from notes where title = 'half'")).rows).toEqual([{ n: 0 }]);
  });

  it('gives the whole database as a dump another thread opens', async () => {
    const dump = await thread.dump();
    const copy = await openPgliteThread('memory://', dump);
    try {
      const titles = await copy.client.query<{ title: string }>('select title from notes order by id');
      expect(titles.rows.map((row) => row.title)).toEqual(['first', 'kept']);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it("keeps PostgreSQL's buffer cache at 16 MB (its 128 MB default is zeroed at every start), or what it is told", async () => {
    const shown = async (on: PgliteThread) =>
      (await on.client.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers;
    expect(await shown(thread)).toBe('16MB');
    const other = await openPgliteThread('memory://', undefined, { sharedBuffersMb: 8 });
    try {
      expect(await shown(other)).toBe('8MB');
    } finally {
      await other.close();
    }
  }, 60_000);

  it('answers every call after closing with an error the portal turns into a 503', async () => {
    const other = await openPgliteThread('memory://');
    await other.close();
    const failure = await other.client.query('select 1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  }, 60_000);

  it('does not keep a process alive once idle, so a script that never closes it still exits', async () => {
    const script = `
      import { openPgliteThread } from './server/db/pglite-thread.ts';
      const thread = await openPgliteThread('memory://');
      const { rows } = await thread.client.query('select 41 + 1 as answer');
      console.log(rows[0].answer);
    `;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      timeout: 60_000,
    });
    await expect(run).resolves.toMatchObject({ stdout: '42\n' });
  }, 90_000);
});
