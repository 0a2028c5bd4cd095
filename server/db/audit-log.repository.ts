import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { containsPattern } from './like-pattern';
import { type AUDIT_ACTIONS, type AUDIT_ENTITY_TYPES, auditLog } from './schema';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Filters of the audit-log list; each one left out does not filter. */
export interface AuditFilter {
  /** Part of the actor's label (an editor's email, or "command line"), any case. */
  actor?: string;
  entityType?: AuditEntityType;
  entityId?: string;
  action?: AuditAction;
  /** From this moment on (inclusive). */
  from?: Date;
  /** Before this moment (exclusive). */
  to?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? sql`${auditLog.actorLabel} ILIKE ${containsPattern(filter.actor)}` : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
}

/** One page of the audit log, newest first, and how many rows match in all. */
export async function listAuditRows(
  db: Db,
  filter: AuditFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One row of the audit log, or undefined. */
export async function findAuditRow(db: Db, id: number): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return row;
}
