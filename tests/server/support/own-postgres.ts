import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closedPort } from './cli';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster of the test's own (initdb + pg_ctl as the `postgres` user, its
 * own folder and port), for tests that need the database to go away. The machine's shared server
 * on 5432 is never touched.
 */
export interface OwnPostgres {
  url: string;
  port: number;
  start: () => Promise<void>;
  /** `pg_ctl -m fast stop`: open connections are dropped, as in a real outage. */
  stop: () => Promise<void>;
  /** Stops the cluster (if running) and deletes its folder. */
  remove: () => Promise<void>;
}

async function postgresBinDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return path.join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL binary as the postgres user (initdb refuses root). */
async function asPostgres(bin: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  await run(command, argv, { timeout: 60_000 });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = await postgresBinDir();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'source-own-pg-'));
  if (process.getuid?.() === 0) await chown(folder, ...(await postgresIds()));
  const dataDir = path.join(folder, 'data');
  const port = await closedPort();
  await asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
    running = true;
  };
  const stop = async () => {
    await asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove: async () => {
      if (running) await stop().catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return [Number(uid.trim()), Number(gid.trim())];
}
