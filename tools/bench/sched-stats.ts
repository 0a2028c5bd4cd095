// Linux's scheduler statistics of one thread, for the benchmark's logins part (tools/bench/bench.ts):
// how long the portal's event loop was ready to run but waited for a core. A GET's p99 during
// logins moves with this wait (docs/performance.md, "Logins beside a public GET").
// /proc/<pid>/task/<tid>/schedstat holds three numbers: time run (ns), time runnable and waiting
// on a run queue (ns), and time slices.
import { readdirSync, readFileSync } from 'node:fs';

export interface SchedStat {
  runMs: number;
  waitMs: number;
}

/** The process's main thread's totals so far, or undefined where the kernel keeps none (not Linux, gone). */
export function schedStat(pid: number): SchedStat | undefined {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    if (!Number.isFinite(run) || !Number.isFinite(wait)) return undefined;
    return { runMs: run! / 1e6, waitMs: wait! / 1e6 };
  } catch {
    return undefined;
  }
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** The parent of each process (from /proc/<pid>/stat: the field after the command's closing parenthesis). */
function parentOf(pid: number): number | undefined {
  const stat = readProc(pid, 'stat');
  if (!stat) return undefined;
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/**
 * The first `node` process at or below `pid` (`npm start`'s command runs node from a shell, which
 * may or may not replace itself with it), or undefined.
 */
export function nodeProcessAtOrBelow(pid: number): number | undefined {
  if (readProc(pid, 'comm')?.trim() === 'node') return pid;
  let processes: number[];
  try {
    processes = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  for (const child of processes.filter((candidate) => parentOf(candidate) === pid)) {
    const found = nodeProcessAtOrBelow(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** What `measure` adds to a process's main thread's totals (undefined where they cannot be read). */
export async function schedStatDuring<T>(
  pid: number | undefined,
  measure: () => Promise<T>,
): Promise<{ result: T; added?: SchedStat }> {
  const before = pid === undefined ? undefined : schedStat(pid);
  const result = await measure();
  const after = pid === undefined ? undefined : schedStat(pid);
  if (!before || !after) return { result };
  return { result, added: { runMs: after.runMs - before.runMs, waitMs: after.waitMs - before.waitMs } };
}
