import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeProcessAtOrBelow, schedStat, schedStatDuring } from '../../tools/bench/sched-stats';

const onLinux = process.platform === 'linux';

describe.runIf(onLinux)('bench: scheduler statistics of a thread', () => {
  it('counts the time a thread ran during a measurement', async () => {
    const { result, added } = await schedStatDuring(process.pid, async () => {
      const until = performance.now() + 60;
      while (performance.now() < until); // 60 ms on the CPU
      return 'done';
    });
    expect(result).toBe('done');
    // The loop never sleeps: each of its 60 ms is counted as run, or as waiting for a core when
    // the test's other workers hold both (CI saw 38.7 ms run on a busy machine).
    expect(added!.runMs).toBeGreaterThan(0);
    expect(added!.waitMs).toBeGreaterThanOrEqual(0);
    expect(added!.runMs + added!.waitMs).toBeGreaterThanOrEqual(50);
  });

  it('reads nothing for a process that does not exist, and measures without figures then', async () => {
    expect(schedStat(2 ** 30)).toBeUndefined();
    expect(await schedStatDuring(undefined, async () => 1)).toEqual({ result: 1 });
  });

  it('finds the node process a shell runs', async () => {
    const shell = spawn('sh', ['-c', `"${process.execPath}" -e "setTimeout(() => {}, 5000)"; true`], { stdio: 'ignore' });
    let found: number | undefined;
    try {
      for (let tries = 0; tries < 100 && found === undefined; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        found = nodeProcessAtOrBelow(shell.pid!);
      }
      expect(found).toBeDefined();
      expect(found).not.toBe(shell.pid); // `; true` keeps the shell from replacing itself with node
      expect(schedStat(found!)).toBeDefined();
    } finally {
      if (found !== undefined) process.kill(found);
      shell.kill();
    }
  });
});
