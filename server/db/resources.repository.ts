import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { publishedOnly } from './visibility';
import { resources } from './schema';

// What guests and members read of resources: published ones only. The editor console reads every
// row through console-resources.repository.ts.

export type ResourceRow = typeof resources.$inferSelect;

const isPublished = () => publishedOnly(resources.published);

/** Published resources open to a user type ('1' or '2'), or every published resource when no type is given (guests). */
export function listResourcesFor(db: Db, userType?: '1' | '2') {
  const where = userType ? and(isPublished(), sql`${userType} = ANY(${resources.userType})`) : isPublished();
  return db.select().from(resources).where(where).orderBy(asc(resources.weight), asc(resources.title));
}

export async function findResourceBySlug(db: Db, slug: string): Promise<ResourceRow | null> {
  const rows = await db
    .select()
    .from(resources)
    .where(and(eq(resources.slugUrl, slug), isPublished()));
  return rows[0] ?? null;
}

export async function findResourceByNid(db: Db, nid: number): Promise<ResourceRow | null> {
  const rows = await db
    .select()
    .from(resources)
    .where(and(eq(resources.nid, nid), isPublished()));
  return rows[0] ?? null;
}

/** Published resources whose related_resource_tags share any of the tids, optionally only those open to a user type. */
export function listResourcesTagged(db: Db, tids: number[], userType?: '1' | '2') {
  const tidList = sql.join(
    tids.map((tid) => sql`${String(tid)}`),
    sql`, `,
  );
  const tagged = sql`string_to_array(replace(${resources.relatedResourceTags}, ' ', ''), ',') && ARRAY[${tidList}]::text[]`;
  const where = userType ? and(isPublished(), tagged, sql`${userType} = ANY(${resources.userType})`) : and(isPublished(), tagged);
  return db.select().from(resources).where(where).orderBy(asc(resources.weight), asc(resources.title));
}
