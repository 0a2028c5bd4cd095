// @vitest-environment node
// visual-baselines/README.md lists every baseline, screen by screen. This keeps the list and the
// folder in step: a baseline nobody listed (a screen added without telling the designers, or one
// no test produces any more) fails, and so does a listed baseline that is missing, or one whose
// spec file does not take that screenshot.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const baselinesDir = path.join(root, 'visual-baselines');
const projects: Record<string, string> = { desktop: 'visual-desktop', mobile: 'visual-mobile' };

interface ListedBaseline {
  spec: string;
  name: string;
  /** `<spec file>/<name>-<project>.png`, relative to visual-baselines/. */
  files: string[];
}

/** The README's table rows: | Screen | State | `spec file` | `baseline name` | widths |. */
function listedBaselines(): ListedBaseline[] {
  const readme = readFileSync(path.join(baselinesDir, 'README.md'), 'utf8');
  return readme
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length === 7 && /^`[\w.-]+\.visual\.spec\.ts`$/.test(cells[3] ?? ''))
    .map((cells) => {
      const spec = cells[3]!.slice(1, -1);
      const name = /^`([a-z0-9-]+)`$/.exec(cells[4] ?? '')?.[1];
      if (!name) throw new Error(`README row without a baseline name: ${cells.join(' | ')}`);
      const widths = (cells[5] ?? '').split(',').map((width) => width.trim());
      const files = widths.map((width) => {
        const project = projects[width];
        if (!project) throw new Error(`README row ${name}: unknown width '${width}' (desktop or mobile)`);
        return `${spec}/${name}-${project}.png`;
      });
      return { spec, name, files };
    });
}

/** Every file but the README and the approval ledger (approvals.jsonl) is a baseline. */
function filesInFolder(): string[] {
  return readdirSync(baselinesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'README.md' && entry.name !== 'approvals.jsonl')
    .map((entry) => path.relative(baselinesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('visual-baselines/README.md', () => {
  const listed = listedBaselines();
  const listedFiles = listed.flatMap((baseline) => baseline.files).sort();

  it('lists some baselines, each once', () => {
    expect(listed.length).toBeGreaterThan(0);
    expect(listedFiles.filter((file, index) => listedFiles.indexOf(file) !== index)).toEqual([]);
  });

  it('lists every file in visual-baselines/', () => {
    expect(filesInFolder().filter((file) => !listedFiles.includes(file))).toEqual([]);
  });

  it('lists no file that is missing from visual-baselines/', () => {
    const present = filesInFolder();
    expect(listedFiles.filter((file) => !present.includes(file))).toEqual([]);
  });

  it('names baselines their spec file takes', () => {
    const notTaken = listed.filter(({ spec, name }) => {
      const source = readFileSync(path.join(root, 'e2e', spec), 'utf8');
      return !source.includes(`'${name}.png'`);
    });
    expect(notTaken.map(({ spec, name }) => `${spec}: ${name}.png`)).toEqual([]);
  });
});
