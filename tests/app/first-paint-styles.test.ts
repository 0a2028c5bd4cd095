import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const firstPaint = readFileSync(path.join(root, 'src/app/first-paint-styles.ts'), 'utf8');
const mantineStyles = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');

/** Where a component's first rule sits in Mantine's complete stylesheet. */
function positionInMantine(component: string): number {
  const own = readFileSync(path.join(root, `node_modules/@mantine/core/styles/${component}.css`), 'utf8');
  const firstClass = /\.m_[a-z0-9]+/.exec(own)?.[0];
  if (!firstClass) throw new Error(`${component}.css has no Mantine class`);
  return mantineStyles.indexOf(firstClass);
}

describe('first-paint Mantine styles', () => {
  const components = [...firstPaint.matchAll(/@mantine\/core\/styles\/([A-Z]\w+)\.layer\.css/g)].map((match) => match[1]!);

  it('import component stylesheets (the layout and home need some)', () => {
    expect(components.length).toBeGreaterThan(5);
  });

  it("keep the order of Mantine's styles.css, so that later rules win as they do there", () => {
    const positions = components.map((component) => ({ component, at: positionInMantine(component) }));
    const sorted = [...positions].sort((a, b) => a.at - b.at).map(({ component }) => component);
    expect(components).toEqual(sorted);
  });
});
