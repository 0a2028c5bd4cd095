import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine } from './engines';

/**
 * Which SQL statements the server suite ran on each engine. The PostgreSQL project runs a subset
 * of the server files (docs/testing.md, "Two engines"); `checkSqlCoverage` proves that subset
 * still runs every statement the full PGlite run sends, so whatever the engines could disagree on
 * (SQL) is tried on both. `SQL_COVERAGE_DIR` records elsewhere (runs side by side in one checkout).
 */
export const sqlCoverageDir = process.env.SQL_COVERAGE_DIR
  ? path.resolve(process.env.SQL_COVERAGE_DIR)
  : path.resolve(import.meta.dirname, '../../../.tmp/sql-coverage');

const ran: Record<Engine, Set<string>> = { pglite: new Set(), postgres: new Set() };

/** One statement's shape: values, placeholders and lists of them folded, so data does not make new shapes. */
export function statementShape(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\$\d+/g, '?')
    .replace(/\b\d+\b/g, '?')
    .replace(/(?:\?|default)(?:\s*,\s*(?:\?|default))+/gi, '?')
    .replace(/\(\?\)(?:\s*,\s*\(\?\))+/g, '(?)');
}

/** Notes that a statement ran on an engine (test-app passes it to openDatabase). */
export function recordStatement(engine: Engine, text: string): void {
  ran[engine].add(statementShape(text));
}

/** Writes what this test file ran, one file per engine and test file, and forgets it. */
export function writeFileStatements(testFile: string): void {
  const name = path.relative(path.resolve(import.meta.dirname, '..'), testFile).replaceAll(path.sep, '__');
  for (const engine of ['pglite', 'postgres'] as const) {
    if (ran[engine].size === 0) continue;
    const dir = path.join(sqlCoverageDir, engine);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.txt`), [...ran[engine]].sort().join('\n') + '\n');
    ran[engine].clear();
  }
}

/** Every recorded statement of an engine, with the test files that ran it. */
export function readStatements(engine: Engine, dir = sqlCoverageDir): Map<string, string[]> {
  const byStatement = new Map<string, string[]>();
  const folder = path.join(dir, engine);
  if (!existsSync(folder)) return byStatement;
  for (const file of readdirSync(folder)) {
    const testFile = file.replace(/\.txt$/, '').replaceAll('__', '/');
    for (const statement of readFileSync(path.join(folder, file), 'utf8').split('\n').filter(Boolean)) {
      byStatement.set(statement, [...(byStatement.get(statement) ?? []), testFile]);
    }
  }
  return byStatement;
}

/** The statements PGlite ran that PostgreSQL did not, each with the files that ran it on PGlite. */
export function statementsMissingOnPostgres(dir = sqlCoverageDir): Map<string, string[]> {
  const onPostgres = readStatements('postgres', dir);
  const missing = new Map<string, string[]>();
  for (const [statement, files] of readStatements('pglite', dir)) {
    if (!onPostgres.has(statement)) missing.set(statement, files);
  }
  return missing;
}
