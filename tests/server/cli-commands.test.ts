import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../server/cli/command-list';
import { repoRoot } from '../../server/config';

describe('the CLI command list', () => {
  it('names every file of server/cli/commands/ once, so the compiled CLI bundles them all', async () => {
    const files = readdirSync(path.join(repoRoot, 'server', 'cli', 'commands'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(COMMANDS).sort()).toEqual(files);
    for (const name of files) expect((await COMMANDS[name]!()).default.summary, name).toBeTruthy();
  });
});
