import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditPage = components['schemas']['AuditPage'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditEntityType = components['schemas']['AuditEntityType'];
export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

/** GET /api/editor/audit-log with the editor's bearer: one page of the audit log, newest first. */
export async function listAuditEntries(api: EditorApiClient, query: AuditQuery): Promise<AuditPage> {
  const result = await api.GET('/api/editor/audit-log', { params: { query } });
  return unwrap(result, 'Could not fetch the audit log.');
}

/** The key of every `listAuditEntries` query (a prefix: whatever changes it refreshes them all). */
export const listAuditEntriesKey = [EDITOR_ONLY, 'listAuditEntries'] as const;

export function auditLogQueryOptions(api: EditorApiClient, query: AuditQuery) {
  return queryOptions({
    queryKey: [...listAuditEntriesKey, query],
    queryFn: () => listAuditEntries(api, query),
    // The table keeps the last page while the next one loads (no jump to an empty table).
    placeholderData: keepPreviousData,
  });
}
