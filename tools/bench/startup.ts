// Start-up time: from spawning the portal to its first 200 from /readyz, on an existing data
// folder (a first start creates and seeds it and is not counted). PGlite unless env says otherwise.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPortal, type PortalCommand } from './portal';

export async function measureStartup(command: PortalCommand, runs: number, env: Record<string, string> = {}): Promise<number[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-bench-start-'));
  try {
    await (await startPortal({ command: 'compiled', env, dataDir })).stop();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const portal = await startPortal({ command, env, dataDir });
      times.push(portal.readyAfterMs);
      await portal.stop();
    }
    return times;
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
