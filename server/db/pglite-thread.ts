import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { THREAD_NICE } from '../thread-priorities';

/**
 * The embedded database on a thread of its own (docs/performance.md, "What the server does").
 * PGlite is PostgreSQL compiled to WebAssembly: it runs each statement, and parses its results, on
 * the thread that owns it, about a millisecond of CPU per statement. On the event loop that is a
 * millisecond no other request is served; a burst of logins (several statements each) left a public GET
 * waiting behind them. Here a worker thread owns PGlite, and the event loop only posts statements
 * and reads answers. The thread runs just below the event loop's priority (THREAD_NICE.database),
 * so a cached page or the SPA is not kept waiting by a member's query either.
 *
 * The thread runs one message at a time, in order. Whole transactions keep their turn because the
 * caller serialises them (client.ts: the work queue lets one statement or transaction run at once).
 */

/** The worker's code (CommonJS, evaluated: no separate file to build), given PGlite's resolved path. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(0, workerData.nice); } catch {}
const keepText = (value) => value;
// What crosses back of an error: its message, name and plain fields (PostgreSQL's code, detail, constraint…).
const plainError = (error) => ({
  ...Object.fromEntries(Object.entries(Object(error)).filter(([, value]) => value === null || typeof value !== 'object' && typeof value !== 'function')),
  name: String((error && error.name) || 'Error'),
  message: String((error && error.message) || error),
});
const answer = (id, outcome) => {
  try {
    parentPort.postMessage({ id, ...outcome });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
};
import(workerData.pglite).then(async ({ PGlite, protocol: { serialize }, parse: { parseResults, parseDescribeStatementResults } }) => {
  const db = await PGlite.create({
    dataDir: workerData.dataDir,
    loadDataDir: workerData.snapshot,
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=' + workerData.sharedBuffersMb + 'MB'],
  });
  // Named prepared statements by text, in least recently used order; the one past the bound is
  // closed at once, one a changed table made stale before the next statement.
  const statements = new Map();
  const toClose = [];
  let named = 0;
  const exchange = (messages, message) =>
    db.execProtocolStream(message, { syncToFs: false }).then((answers) => (messages.push(...answers), answers));
  const statementFor = async (text, messages) => {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = 'source_' + (named += 1);
    await exchange(messages, serialize.parse({ name, text }));
    const types = parseDescribeStatementResults(await exchange(messages, serialize.describe({ type: 'S', name })));
    statements.set(text, { name, types });
    if (statements.size > workerData.preparedMax) {
      const [oldest, evicted] = statements.entries().next().value;
      statements.delete(oldest);
      await exchange([], serialize.close({ type: 'S', name: evicted.name }));
    }
    return { name, types };
  };
  const prepared = (text, params, options) =>
    db.runExclusive(async () => {
      const messages = [];
      try {
        for (const name of toClose.splice(0)) await exchange([], serialize.close({ type: 'S', name }));
        const { name, types } = await statementFor(text, messages);
        const values = params.map((value, i) =>
          value === null || value === undefined ? null : (db.serializers[types[i]] || String)(value),
        );
        await exchange(messages, serialize.bind({ statement: name, values }));
        await exchange(messages, serialize.describe({ type: 'P' }));
        await exchange(messages, serialize.execute({}));
      } finally {
        messages.push(...(await db.execProtocolStream(serialize.sync(), { syncToFs: false })));
      }
      await db.syncToFs();
      return parseResults(messages, db.parsers, options)[0];
    });
  const isStale = (error) => error && error.code === '0A000' && /cached plan must not change result type/.test(error.message);
  const run = {
    query: async ({ text, params, rowMode, textTypes }) => {
      const options = { rowMode, parsers: Object.fromEntries(textTypes.map((type) => [type, keepText])) };
      if (params.length === 0) return db.query(text, params, options);
      try {
        return await prepared(text, params, options);
      } catch (error) {
        // A table changed under a statement prepared before (a migration): prepare it again, once.
        const stale = isStale(error) && statements.get(text);
        if (!stale) throw error;
        statements.delete(text);
        toClose.push(stale.name);
        return prepared(text, params, options);
      }
    },
    exec: async ({ text }) => db.exec(text),
    script: async ({ text }) => {
      try {
        const results = await db.exec(text);
        return results.at(-1) || { rows: [] };
      } catch (error) {
        // One connection: a transaction left open half-way would swallow every later statement.
        if (db.isInTransaction()) await db.exec('ROLLBACK');
        throw error;
      }
    },
    dump: async () => db.dumpDataDir('none'),
    close: async () => db.close(),
  };
  let turn = Promise.resolve();
  parentPort.on('message', (message) => {
    turn = turn.then(() =>
      run[message.op](message).then(
        (value) => answer(message.id, { value }),
        (error) => answer(message.id, { error: plainError(error) }),
      ),
    );
  });
  answer(0, { value: 'ready' });
}).catch((error) => answer(0, { error: plainError(error) }));
`;

/**
 * How many statements with parameters the thread keeps prepared (by their text; the least recently
 * used is closed beyond it). A prepared statement is parsed and planned once instead of on every
 * call; in PGlite that was most of a statement's cost (docs/performance.md, "Prepared statements").
 */
const PREPARED_STATEMENTS_MAX = 256;

/**
 * PostgreSQL's buffer cache in PGlite, in MB (its default is 128). PostgreSQL zeroes it when it
 * starts: 128 MB was half of PGlite's opening time (0.5 s of a 1.1 s open on a slow machine) and
 * 126 MB of the process's memory. PGlite's files are ordinary files the operating system caches
 * too, and the demo's tables and indexes take about 24 MB (docs/performance.md, "Start-up").
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;

/**
 * V8's tiering budget for WebAssembly (its default is 1.8 million): how much a function must run
 * before V8 compiles it again with its optimising compiler. PGlite's module is about 9 MB of code,
 * and opening the database runs much of it once: with the default, V8 then spent about 0.6 s of CPU
 * optimising those functions in the background, on the cores the server was starting on (a start
 * 2.55 s → 1.85 s on 2 cores, median of 6 each). The portal's statements run as fast (their cost is
 * mostly PGlite's JavaScript), and a long computation still gets optimised code: its loops use up
 * the budget in milliseconds (docs/performance.md, "Start-up"). The flag is the process's; only
 * PGlite runs WebAssembly here.
 */
export const WASM_TIERING_BUDGET = 1_000_000_000;

/** Resolved here, so the worker finds the same package whatever the working folder. */
const PGLITE_PATH = createRequire(import.meta.url).resolve('@electric-sql/pglite');

type Operation =
  | { op: 'query'; text: string; params: unknown[]; rowMode?: 'array' | 'object'; textTypes: number[] }
  | { op: 'exec' | 'script'; text: string }
  | { op: 'dump' | 'close' };

interface Answer {
  id: number;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** What the database module uses of PGlite, with PGlite itself on its own thread. */
export interface PgliteThread {
  /** Drizzle's two calls (drizzle-orm/pglite): one statement, or a transaction's callback. */
  client: Pick<PGlite, 'query' | 'transaction'>;
  /** Several statements without parameters; a transaction they leave open is rolled back. Answers the last one's rows. */
  script: (text: string) => Promise<{ rows: unknown[] }>;
  /** The data folder as a tar dump. */
  dump: () => Promise<Blob>;
  /** Closes PGlite and stops the thread. */
  close: () => Promise<void>;
}

/**
 * Starts the thread and opens PGlite there (`dataDir` a folder, made when missing, or `memory://`;
 * optionally from a dump). Statements with parameters are kept prepared, up to `preparedMax`;
 * PostgreSQL's buffer cache is `sharedBuffersMb` (PGLITE_SHARED_BUFFERS_MB).
 */
export async function openPgliteThread(
  dataDir: string,
  snapshot?: Blob,
  {
    preparedMax = PREPARED_STATEMENTS_MAX,
    sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB,
  }: { preparedMax?: number; sharedBuffersMb?: number } = {},
): Promise<PgliteThread> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // Not the parent's flags: the code above is CommonJS whatever the parent was started with.
    execArgv: [],
    workerData: { pglite: PGLITE_PATH, dataDir, snapshot, nice: THREAD_NICE.database, preparedMax, sharedBuffersMb },
  });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let stopped: Error | undefined;
  // The thread keeps the process alive while it has work, like a socket with a query in flight; an
  // idle one does not, so a script that forgets to close the database still exits.
  const settled = () => {
    if (pending.size === 0) worker.unref();
  };
  worker.on('message', ({ id, value, error }: Answer) => {
    const waiting = pending.get(id);
    pending.delete(id);
    settled();
    if (error) waiting?.reject(Object.assign(new Error(error.message), error));
    else waiting?.resolve(value);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  // The message matches connection-errors.ts: a call after the database stopped is a 503, not a 500.
  worker.on('error', (error) => stop(new Error(`PGlite is closed: its thread failed (${error.message})`)));
  worker.on('exit', (code) => stop(new Error(`PGlite is closed (its thread stopped with ${code})`)));

  const ready = new Promise((resolve, reject) => pending.set(0, { resolve, reject }));
  const call = <T>(operation: Operation): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = (nextId += 1);
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...operation });
    });
  };
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    call<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode, textTypes: textTypesOf(options) });
  const transaction = async <T>(callback: (tx: never) => Promise<T>): Promise<T> => {
    await call({ op: 'exec', text: 'BEGIN' });
    try {
      const result = await callback({ query } as never);
      await call({ op: 'exec', text: 'COMMIT' });
      return result;
    } catch (error) {
      // The statement's own error is the one to report, whatever the rollback answers.
      if (!stopped) await call({ op: 'exec', text: 'ROLLBACK' }).catch(() => undefined);
      throw error;
    }
  };
  return {
    client: { query, transaction } as Pick<PGlite, 'query' | 'transaction'>,
    script: (text) => call({ op: 'script', text }),
    dump: () => call({ op: 'dump' }),
    close: async () => {
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

/**
 * The types whose values the caller wants as PostgreSQL's text. Functions cannot cross to the
 * thread, so only parsers that keep the text are accepted (drizzle's: dates, timestamps and
 * intervals stay strings, and drizzle maps them itself); the thread applies the same.
 */
function textTypesOf(options: QueryOptions | undefined): number[] {
  const parsers = options?.parsers ?? {};
  return Object.entries(parsers).map(([type, parse]) => {
    const probe = '2026-01-01 00:00:00+00';
    if (parse(probe, Number(type)) !== probe) throw new Error(`PGlite thread: the parser for type ${type} changes the text`);
    return Number(type);
  });
}
