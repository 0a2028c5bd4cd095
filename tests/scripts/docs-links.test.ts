import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link and picture in README.md and docs/ must lead to a file of the repository:
// the editor's guide shows the visual suite's baselines, so a renamed snapshot breaks it here.
const root = resolve(__dirname, '../..');
const guides = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

function relativeTargets(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');
}

describe('links in the guides', () => {
  it.each(guides)('%s links only to files that exist', (guide) => {
    const text = readFileSync(join(root, guide), 'utf8');
    const missing = relativeTargets(text).filter((target) => !existsSync(resolve(root, dirname(guide), decodeURI(target))));
    expect(missing).toEqual([]);
  });

  it('shows the console in the editor guide with pictures the visual suite keeps current', () => {
    const text = readFileSync(join(root, 'docs/editor-guide.md'), 'utf8');
    expect(
      relativeTargets(text).filter((target) => target.includes('visual-baselines/editor.visual.spec.ts/')).length,
    ).toBeGreaterThanOrEqual(6);
  });
});
