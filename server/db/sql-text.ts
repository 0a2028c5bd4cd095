import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, ExecuteSql } from './client';

/**
 * A value, or a placeholder that a prepared statement fills at each call (`sql.placeholder`): the
 * statement's SQL is built once, and the database plans it once (the sign-in's statements).
 */
export type Bindable<T> = T | Placeholder;

/** Each field of `T` a value or a placeholder. */
export type BindableFields<T> = { [K in keyof T]: Bindable<T[K]> };

/**
 * `build(db, key)` once per database and key, the same result afterwards: a prepared statement
 * (`.prepare()`) belongs to the database it was built on, and a test app has a database of its own.
 */
export function oncePerDatabase<T>(build: (db: Db, key: string) => T): (db: Db, key?: string) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, key = '') => {
    let byKey = built.get(db);
    if (!byKey) built.set(db, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, build(db, key));
    return byKey.get(key)!;
  };
}

/** A statement's source when it reads only subqueries (and left joins): one row of nothing. */
export const ONE_ROW = sql`(select 1) as one_row`;

/** SQL text with `$1…$n` placeholders as a drizzle query, each value bound as a parameter. */
export function sqlFromText(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/**
 * An ExecuteSql that runs inside `db` (a transaction): what a library needs to add its own rows
 * to the caller's transaction, so they commit or roll back with it. One statement per call.
 */
export function executeSqlIn(db: Db): ExecuteSql {
  return async (text, values) => {
    const result = (await db.execute(sqlFromText(text, values))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  };
}

/**
 * `column` equals `value` in any letter case: both sides lower-cased, so an index on
 * `lower(column)` (users' mail, invitations' email) serves it.
 */
export function equalsIgnoringCase(column: SQLWrapper, value: Bindable<string>): SQL {
  return sql`lower(${column}) = lower(${value})`;
}
