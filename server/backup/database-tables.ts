import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A transaction or the database: both run statements. */
type Runner = Pick<Db, 'execute'>;

async function rowsOf<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A table name from the catalog, checked before it is put into SQL text. */
function table(name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected table name ${name}`);
  return sql.raw(`public."${name}"`);
}

/**
 * The portal's tables (schema public; drizzle's migration record and pg-boss's queue are not the
 * portal's data), parents before children, so rows can be loaded in this order with every
 * foreign key already satisfied. A table referring to itself is loaded in one statement, whose
 * foreign-key checks run at its end.
 */
export async function portalTables(db: Runner): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const { parent } of references.filter((reference) => reference.child === name)) visit(parent);
    ordered.push(name);
  };
  tables.forEach(visit);
  return ordered;
}

/** Every row of `name` as one JSON array, as PostgreSQL writes it (bytea as \x hex, timestamps in ISO form). */
export async function tableAsJson(db: Runner, name: string): Promise<string> {
  const [row] = await rowsOf<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(t), '[]'::json)::text as rows from ${table(name)} t`,
  );
  return row?.rows ?? '[]';
}

/** Loads rows tableAsJson wrote; PostgreSQL reads each value back into its column's type. */
export async function loadTableJson(db: Runner, name: string, json: string): Promise<void> {
  await db.execute(
    sql`insert into ${table(name)} overriding system value select * from json_populate_recordset(null::${table(name)}, ${json}::json)`,
  );
}

/** How many rows each table holds. */
export async function rowCounts(db: Runner, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const [row] = await rowsOf<{ count: string | number }>(db, sql`select count(*) as count from ${table(name)}`);
    counts[name] = Number(row?.count ?? 0);
  }
  return counts;
}

/** Empties the tables (a forced restore), their sequences too. */
export async function emptyTables(db: Runner, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(sql`truncate table ${sql.join(tables.map(table), sql`, `)} restart identity cascade`);
}

/** Moves every serial column's sequence past the restored rows, so new rows get new ids. */
export async function advanceSequences(db: Runner): Promise<void> {
  const serials = await rowsOf<{ sequence: string; tableName: string; columnName: string }>(
    db,
    sql`select pg_get_serial_sequence(format('public.%I', table_name), column_name) as sequence,
               table_name as "tableName", column_name as "columnName"
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(format('public.%I', table_name), column_name) is not null`,
  );
  for (const { sequence, tableName, columnName } of serials) {
    if (!/^[a-z_][a-z0-9_]*$/.test(columnName)) continue;
    await db.execute(
      sql`select setval(${sequence}, coalesce((select max(${sql.raw(`"${columnName}"`)}) from ${table(tableName)}), 0) + 1, false)`,
    );
  }
}

/** The newest migration applied (drizzle's record): a backup restores only into the same schema. */
export async function newestMigration(db: Runner): Promise<number> {
  const [row] = await rowsOf<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0);
}
