import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portIsFree } from '../../tools/qa-paths/port-free';

/**
 * Ctrl-C or a kill stops a UI run's portal (tools/qa-paths/run-stoppable.ts): the run's step gets
 * one SIGINT, is waited for, and nothing listens on its port afterwards.
 */
const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('stopping a UI run', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the run stops its portal: no listener is left on the port`, async () => {
      const port = await freePort();
      const run = spawn(
        path.join(root, 'node_modules/.bin/tsx'),
        ['tests/scripts/fixtures/stoppable-run-fixture.ts', String(port)],
        {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await expect.poll(() => output, { timeout: 20_000 }).toContain('listening');
      expect(await portIsFree(port)).toBe(false);
      const exited = new Promise<number | null>((resolve) => run.on('close', resolve));
      run.kill(signal);
      await exited;
      expect(output).toContain(`${signal}: stopping the run`);
      expect(output).toContain(`stopped by ${signal}, step exit 130`);
      expect(await portIsFree(port)).toBe(true);
    }, 30_000);
  }
});
