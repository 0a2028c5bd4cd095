// `npm run check:budget`: fails when a page's first load is over its budget (scripts/first-load.ts,
// docs/performance.md). Run after `npm run build`; bytes are deterministic for a given build.
import path from 'node:path';
import { BUDGETS, FIRST_LOAD_PAGES, firstLoad, kB, readBuild, type FirstLoadPage } from './first-load';

const { manifest, sizeOf } = readBuild(path.resolve(import.meta.dirname, '..', 'dist'));
let over = 0;
for (const page of Object.keys(FIRST_LOAD_PAGES) as FirstLoadPage[]) {
  const load = firstLoad(manifest, FIRST_LOAD_PAGES[page], sizeOf);
  const budget = BUDGETS[page];
  const verdict = (bytes: number, limit: number) => (bytes <= limit ? 'ok' : (over++, 'OVER'));
  console.log(
    `${page.padEnd(16)} JS ${kB(load.js).padStart(9)} / ${kB(budget.js)} ${verdict(load.js, budget.js).padEnd(4)}  ` +
      `CSS ${kB(load.css).padStart(8)} / ${kB(budget.css)} ${verdict(load.css, budget.css).padEnd(4)}  (${load.files.length} files)`,
  );
}
if (over > 0) {
  console.error(`${over} budget(s) exceeded: see docs/performance.md before raising one.`);
  process.exit(1);
}
