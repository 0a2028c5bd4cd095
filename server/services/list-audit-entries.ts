import type { Schemas } from '../api/types';
import { listAuditRows, type AuditFilter, type AuditRow } from '../db/audit-log.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { auditTitleOf } from './audit-title';

const DAY_MS = 24 * 60 * 60 * 1000;
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_RANGE_REVERSED = 'The "to" date must not be before the "from" date.';

/** The audit-log list's query, as the contract has validated it. */
export interface AuditQuery {
  actor?: string;
  entity_type?: AuditFilter['entityType'];
  entity_id?: string;
  action?: AuditFilter['action'];
  /** First day (YYYY-MM-DD, UTC), inclusive. */
  from?: string;
  /** Last day (YYYY-MM-DD, UTC), inclusive. */
  to?: string;
  /** 1-based. */
  page?: number;
  limit?: number;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

function toEntry(row: AuditRow): Schemas['AuditEntry'] {
  const before = (row.before ?? null) as Schemas['AuditEntry']['before'];
  const after = (row.after ?? null) as Schemas['AuditEntry']['after'];
  return {
    id: String(row.id),
    created: Math.floor(row.createdAt.getTime() / 1000),
    actor: { uid: row.actorUid === null ? null : String(row.actorUid), label: row.actorLabel },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    title: auditTitleOf(row.entityType, before, after),
    before,
    after,
  };
}

/** One page of the audit log, newest first, filtered by actor, entity, action and a range of days (UTC). */
export async function listAuditEntries({ db }: Pick<AppDeps, 'db'>, query: AuditQuery): Promise<Schemas['AuditPage']> {
  if (query.from && query.to && query.to < query.from) throw badRequest(AUDIT_RANGE_REVERSED);
  const page = query.page ?? 1;
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const filter: AuditFilter = {
    actor: query.actor?.trim() || undefined,
    entityType: query.entity_type,
    entityId: query.entity_id,
    action: query.action,
    from: query.from ? startOfDay(query.from) : undefined,
    to: query.to ? new Date(startOfDay(query.to).getTime() + DAY_MS) : undefined,
  };
  const { rows, total } = await listAuditRows(db, filter, { limit, offset: (page - 1) * limit });
  return { items: rows.map(toEntry), total, page, limit };
}
