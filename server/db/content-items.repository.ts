import { and, asc, count, desc, eq, getTableColumns, getTableName, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { containsPattern } from './like-pattern';
import { equalsIgnoringCase } from './sql-text';

// The editor console's reads and writes of any content kind's table (server/content-kinds/): every
// row, published or not. Every table has `weight`, `revision`, `updated_at` and `updated_by`.

/** Where a content kind is stored, by the drizzle property names of its columns. */
export interface ContentStore {
  table: PgTable;
  /** The primary key. */
  id: string;
  /** How a new row gets its id: a random uuid, the next after the highest (at least `after` + 1), or serial. */
  newId?: 'uuid' | { after: number };
  /** The list's order after the weight. */
  orderAlso: string;
  /** A column whose rows are ordered among themselves (a banner's audience, a speciality's profession). */
  group?: string;
  /** Read columns beyond the table's own (a count, a newest version). */
  derived?: Record<string, SQL.Aliased | SQL>;
}

export type ContentRow = Record<string, unknown>;
export type ItemId = string | number;

const column = (store: ContentStore, key: string) => {
  const found = (getTableColumns(store.table) as Record<string, PgColumn>)[key];
  if (!found) throw new Error(`${getTableName(store.table)} has no column ${key}`);
  return found;
};

const readColumns = (store: ContentStore) => ({ ...getTableColumns(store.table), ...store.derived });

/** Only the rows of `group`, for a store with groups and a group given. */
const inGroup = (store: ContentStore, group: unknown) =>
  store.group && group !== undefined ? eq(column(store, store.group), group) : undefined;

/** Serialises one kind's writes (ids, weights, unique names and orders are then checked safely). */
export async function lockContent(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${key}`}))`);
}

export const storeName = (store: ContentStore) => getTableName(store.table);

/** Every row (of one group, when given) in display order. */
export function listContentRows(db: Db, store: ContentStore, group?: unknown): Promise<ContentRow[]> {
  const order = [column(store, 'weight'), column(store, store.orderAlso)].map((c) => asc(c));
  const query = db.select(readColumns(store)).from(store.table).where(inGroup(store, group));
  return query.orderBy(...(store.group ? [asc(column(store, store.group))] : []), ...order);
}

/** What one page of a console list asks for (GET /api/editor/content/{kind}). */
export interface ContentRowsQuery {
  /** Part of any of these columns' text, any case. */
  search?: { columns: readonly string[]; text: string };
  published?: boolean;
  group?: unknown;
  /** A column to sort by (ties: display order), or display order itself. */
  sort: { key: string; descending: boolean } | 'order';
  limit: number;
  offset: number;
}

/** One page of rows and how many match on every page; paged and sorted by the database. */
export async function pageOfContentRows(
  db: Db,
  store: ContentStore,
  query: ContentRowsQuery,
): Promise<{ rows: ContentRow[]; total: number }> {
  const { search, published, group, sort, limit, offset } = query;
  const pattern = search && containsPattern(search.text);
  const where = and(
    pattern ? or(...search.columns.map((key) => sql`${column(store, key)} ILIKE ${pattern}`)) : undefined,
    published === undefined ? undefined : eq(column(store, 'published'), published),
    group === undefined ? undefined : eq(column(store, store.group!), group),
  );
  const displayOrder = [
    ...(store.group ? [asc(column(store, store.group))] : []),
    ...[column(store, 'weight'), column(store, store.orderAlso), column(store, store.id)].map((c) => asc(c)),
  ];
  const sorted =
    sort === 'order'
      ? displayOrder
      : [sql`${(sort.descending ? desc : asc)(column(store, sort.key))} nulls last`, ...displayOrder];
  const rows = await db
    .select(readColumns(store))
    .from(store.table)
    .where(where)
    .orderBy(...sorted)
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(store.table).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findContentRow(db: Db, store: ContentStore, id: ItemId): Promise<ContentRow | null> {
  const [row] = await db
    .select(readColumns(store))
    .from(store.table)
    .where(eq(column(store, store.id), id));
  return row ?? null;
}

/** A row (of the group, when given) whose `key` is `value`, other than `except`. */
export async function findContentRowWith(
  db: Db,
  store: ContentStore,
  {
    key,
    value,
    ignoreCase,
    group,
    except,
  }: { key: string; value: unknown; ignoreCase?: boolean; group?: unknown; except?: ItemId },
): Promise<ContentRow | null> {
  const matches = ignoreCase ? equalsIgnoringCase(column(store, key), String(value)) : eq(column(store, key), value);
  const [row] = await db
    .select()
    .from(store.table)
    .where(and(matches, inGroup(store, group), except === undefined ? undefined : ne(column(store, store.id), except)));
  return row ?? null;
}

/** The weight after the last row's (of the group, when given). */
const nextWeight = (store: ContentStore, group: unknown) =>
  sql`(select coalesce(max(${column(store, 'weight')}) + 1, 0) from ${store.table} where ${inGroup(store, group) ?? sql`true`})`;

function newId(store: ContentStore): Record<string, SQL> {
  if (!store.newId) return {};
  if (store.newId === 'uuid') return { [store.id]: sql`gen_random_uuid()` };
  const id = column(store, store.id);
  return { [store.id]: sql`(select greatest(coalesce(max(${id}), 0), ${store.newId.after}) + 1 from ${store.table})` };
}

/** Who saved a row, and when. */
export interface SaveStamp {
  by: string;
  at: Date;
}

/** Adds a row at the end of its list (revision 1); answers its id. */
export async function insertContentRow(db: Db, store: ContentStore, values: ContentRow, stamp: SaveStamp): Promise<ItemId> {
  const group = store.group ? values[store.group] : undefined;
  const [row] = await db
    .insert(store.table)
    .values({ ...values, ...newId(store), weight: nextWeight(store, group), updatedAt: stamp.at, updatedBy: stamp.by })
    .returning({ id: column(store, store.id) });
  return row!.id as ItemId;
}

/** Saves a row's new values as its next revision; `toGroupEnd` moves it to the end of another group. */
export async function updateContentRow(
  db: Db,
  store: ContentStore,
  id: ItemId,
  values: ContentRow,
  stamp: SaveStamp,
  toGroupEnd?: unknown,
): Promise<void> {
  const moved = toGroupEnd === undefined ? {} : { weight: nextWeight(store, toGroupEnd) };
  await db
    .update(store.table)
    .set({ ...values, ...moved, revision: sql`${column(store, 'revision')} + 1`, updatedAt: stamp.at, updatedBy: stamp.by })
    .where(eq(column(store, store.id), id));
}

export async function deleteContentRow(db: Db, store: ContentStore, id: ItemId): Promise<void> {
  await db.delete(store.table).where(eq(column(store, store.id), id));
}

/** Puts the rows in this order (within the group, when given); their revisions stay. */
export async function setContentWeights(db: Db, store: ContentStore, ids: ItemId[], group?: unknown): Promise<void> {
  for (const [weight, id] of ids.entries())
    await db
      .update(store.table)
      .set({ weight })
      .where(and(eq(column(store, store.id), id), inGroup(store, group)));
}
