import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { statementShape, statementsMissingOnPostgres } from './support/sql-coverage';

describe('the SQL statements both engines ran (docs/testing.md, "Two engines")', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sql-coverage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('folds values, placeholders and their lists, so data makes no new shape', () => {
    expect(statementShape('select "a"\n  from "t" where "id" in ($1, $2, $3) and "n" = 42')).toBe(
      'select "a" from "t" where "id" in (?) and "n" = ?',
    );
    expect(statementShape(`insert into "t" ("a", "b") values ($1, default), ($2, $3) -- 'x'`)).toBe(
      `insert into "t" ("a", "b") values (?) -- '?'`,
    );
    expect(statementShape('select "t1"."a" from "t1"')).toBe('select "t1"."a" from "t1"');
  });

  it('names each statement PGlite ran and PostgreSQL did not, with the files that ran it', () => {
    const write = (engine: string, file: string, lines: string[]) => {
      mkdirSync(path.join(dir, engine), { recursive: true });
      writeFileSync(path.join(dir, engine, `${file}.txt`), lines.join('\n') + '\n');
    };
    write('pglite', 'a.test.ts', ['select ?', 'delete from "t"']);
    write('pglite', 'b.test.ts', ['delete from "t"']);
    write('postgres', 'a.test.ts', ['select ?', 'select pg_advisory_lock(?)']);
    expect([...statementsMissingOnPostgres(dir)]).toEqual([['delete from "t"', ['a.test.ts', 'b.test.ts']]]);
  });
});
