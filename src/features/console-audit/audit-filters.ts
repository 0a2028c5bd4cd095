import type { AuditAction, AuditEntityType, AuditQuery } from '../../api/operations/listAuditEntries';

/** The filter form's values ('' = any). */
export interface AuditFilterValues {
  actor: string;
  entityType: AuditEntityType | '';
  action: AuditAction | '';
  /** YYYY-MM-DD (a date input's value), first day included. */
  from: string;
  /** YYYY-MM-DD, last day included. */
  to: string;
  /** One item's changes only (with its entity type), chosen from a row: "Only this item". */
  entityId: string;
}

export const NO_FILTERS: AuditFilterValues = { actor: '', entityType: '', action: '', from: '', to: '', entityId: '' };

export const RANGE_REVERSED = 'The "to" date must not be before the "from" date.';

/** The range rule the server also applies (listAuditEntries), checked before anything is sent. */
export function rangeError({ from, to }: Pick<AuditFilterValues, 'from' | 'to'>): string | null {
  return from && to && to < from ? RANGE_REVERSED : null;
}

/** The audit-log query for filters and a page (only the filters that are set). */
export function toAuditQuery(filters: AuditFilterValues, page: number, limit: number): AuditQuery {
  const actor = filters.actor.trim();
  return {
    ...(actor ? { actor } : {}),
    ...(filters.entityType ? { entity_type: filters.entityType } : {}),
    ...(filters.entityId ? { entity_id: filters.entityId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page,
    limit,
  };
}
