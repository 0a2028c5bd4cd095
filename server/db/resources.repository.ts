import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { resources } from './schema';

export type ResourceRow = typeof resources.$inferSelect;

/** Resources open to a user type ('1' or '2'), or every resource when no type is given (guests). */
export function listResourcesFor(db: Db, userType?: '1' | '2') {
  const where = userType ? sql`${userType} = ANY(${resources.userType})` : undefined;
  return db.select().from(resources).where(where).orderBy(asc(resources.weight), asc(resources.title));
}

export async function findResourceBySlug(db: Db, slug: string): Promise<ResourceRow | null> {
  const rows = await db.select().from(resources).where(eq(resources.slugUrl, slug));
  return rows[0] ?? null;
}

export async function findResourceByNid(db: Db, nid: number): Promise<ResourceRow | null> {
  const rows = await db.select().from(resources).where(eq(resources.nid, nid));
  return rows[0] ?? null;
}

/** Resources whose related_resource_tags share any of the tids, optionally only those open to a user type. */
export function listResourcesTagged(db: Db, tids: number[], userType?: '1' | '2') {
  const tidList = sql.join(
    tids.map((tid) => sql`${String(tid)}`),
    sql`, `,
  );
  const tagged = sql`string_to_array(replace(${resources.relatedResourceTags}, ' ', ''), ',') && ARRAY[${tidList}]::text[]`;
  const where = userType ? and(tagged, sql`${userType} = ANY(${resources.userType})`) : tagged;
  return db.select().from(resources).where(where).orderBy(asc(resources.weight), asc(resources.title));
}
