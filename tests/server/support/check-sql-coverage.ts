// `npm run check:sql-coverage`: after both server runs of `npm test`, fails when a statement the
// PGlite run sent never ran on PostgreSQL (docs/testing.md, "Two engines"). With `--pick`, prints
// the files for tests/server/postgres-files.json (from a run of every file on both engines): those
// that need a PostgreSQL server (`describe.runIf(onPostgres)`), then, greedily, the fewest files that
// run the rest of the PGlite run's statements.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readStatements, statementsMissingOnPostgres } from './sql-coverage';

const serverTests = path.resolve(import.meta.dirname, '..');

if (process.argv.includes('--pick')) {
  const needed = new Set(readStatements('pglite').keys());
  const filesOf = new Map<string, Set<string>>();
  for (const [statement, files] of readStatements('postgres')) {
    if (!needed.has(statement)) continue;
    for (const file of files) filesOf.set(file, (filesOf.get(file) ?? new Set()).add(statement));
  }
  const picked = readdirSync(serverTests).filter(
    (file) => file.endsWith('.test.ts') && readFileSync(path.join(serverTests, file), 'utf8').includes('runIf(onPostgres)'),
  );
  for (const file of picked) for (const statement of filesOf.get(file) ?? []) needed.delete(statement);
  for (const set of filesOf.values()) for (const statement of [...set]) if (!needed.has(statement)) set.delete(statement);
  while (needed.size > 0) {
    const [best, covers] = [...filesOf].reduce((a, b) => (b[1].size > a[1].size ? b : a), ['', new Set<string>()]);
    if (covers.size === 0) break;
    picked.push(best);
    for (const statement of [...covers]) {
      needed.delete(statement);
      for (const set of filesOf.values()) set.delete(statement);
    }
  }
  console.log(JSON.stringify(picked.map((file) => `tests/server/${file}`).sort(), null, 2));
  if (needed.size > 0) console.error(`${needed.size} statements ran on PGlite only, in no file on PostgreSQL`);
} else {
  const onPglite = readStatements('pglite').size;
  const onPostgres = readStatements('postgres').size;
  const missing = statementsMissingOnPostgres();
  if (onPglite === 0 || onPostgres === 0) {
    console.error('no statements recorded: run both server projects first (npm test does)');
    process.exit(1);
  }
  if (missing.size > 0) {
    console.error(`${missing.size} of ${onPglite} SQL statements ran on PGlite but not on PostgreSQL:`);
    for (const [statement, files] of [...missing].slice(0, 20)) {
      console.error(`- ${statement.slice(0, 200)}\n  run by ${files.slice(0, 3).join(', ')}`);
    }
    console.error('Add one of the files to tests/server/postgres-files.json (docs/testing.md, "Two engines").');
    process.exit(1);
  }
  console.log(`every one of the PGlite run's ${onPglite} SQL statements also ran on PostgreSQL (${onPostgres} there)`);
}
