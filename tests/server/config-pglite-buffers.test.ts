import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { beginStart } from '../../server/early-start';

const buffersFrom = (value: string | undefined) => readConfig({ PGLITE_SHARED_BUFFERS_MB: value }).limits.pgliteSharedBuffersMb;

describe('PGLITE_SHARED_BUFFERS_MB', () => {
  it('is 16 MB when unset or empty', () => {
    expect(buffersFrom(undefined)).toBe(16);
    expect(buffersFrom('')).toBe(16);
  });

  it('takes a whole number of at least 4', () => {
    expect(buffersFrom('4')).toBe(4);
    expect(buffersFrom('64')).toBe(64);
  });

  it('falls back to 16 for anything else', () => {
    for (const value of ['3', '0', '-8', '12.5', '16MB', 'lots']) expect(buffersFrom(value), value).toBe(16);
  });

  describe('from the environment to the database', () => {
    let folder: string | undefined;
    afterEach(() => {
      if (folder) rmSync(folder, { recursive: true, force: true });
      folder = undefined;
    });

    it("reaches PGlite's thread as npm start opens it", async () => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'source-buffers-'));
      const started = await beginStart(readConfig({ DATA_DIR: folder, PGLITE_SHARED_BUFFERS_MB: '8' }));
      try {
        const thread = await started.pgliteThread!;
        try {
          const { rows } = await thread.client.query<{ shared_buffers: string }>('show shared_buffers');
          expect(rows[0]!.shared_buffers).toBe('8MB');
        } finally {
          await thread.close();
        }
      } finally {
        await started.release();
      }
    }, 90_000);
  });
});
