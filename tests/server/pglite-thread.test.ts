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
