import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady, type ServerProcess } from './support/server-processes';

/**
 * A PGlite portal whose pid is the same on every start (PID 1 in a container) used to refuse to
 * start after an unclean exit: the stale lock named its own pid, which is alive (issue 40).
 * `unshare --pid --fork --mount-proc` gives each start a pid namespace of its own, with the portal
 * as PID 1; `--kill-child` ends it when the test kills unshare with SIGKILL.
 */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;
const asPidOne = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL'];

describe.runIf(canUnshare)('the PGlite data folder lock, with the same pid on every start', () => {
  const started: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.kill()));
  });

  it('starts again after kill -9 as PID 1, and refuses a second live PID 1 on the same folder', async () => {
    const first = await startServerProcess({ name: 'pid-one', env: {}, wrapper: asPidOne });
    started.push(first);
    const { dataDir } = first;
    try {
      await waitUntilReady(first);
      await first.kill();

      const restarted = await startServerProcess({ name: 'pid-one-again', env: {}, wrapper: asPidOne, dataDir });
      started.push(restarted);
      await waitUntilReady(restarted);
      const status = await fetch(`${restarted.base}/readyz`).then((res) => res.status);
      expect(status).toBe(200);

      // Another live process, also PID 1 in its own namespace, on the same folder: refused.
      const second = await startServerProcess({ name: 'pid-one-beside', env: {}, wrapper: asPidOne, dataDir }).then(
        (server) => {
          started.push(server);
          return 'listening';
        },
        (error: Error) => error.message,
      );
      expect(second).toMatch(/is in use by process 1;/);
    } finally {
      await Promise.all(started.splice(0).map((server) => server.kill()));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
