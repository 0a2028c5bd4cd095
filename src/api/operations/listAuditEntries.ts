import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditPage = components['schemas']['AuditPage'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditEntityType = components['schemas']['AuditEntityType'];
export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;

/** GET /api/editor/audit-log with the editor's bearer: one page of the audit log, newest first. */
export async function listAuditEntries(api: ApiClient, accessToken: string, query: AuditQuery): Promise<AuditPage> {
  const result = await api.GET('/api/editor/audit-log', {
    params: { query },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the audit log.');
}

export function auditLogQueryOptions(api: ApiClient, accessToken: string, query: AuditQuery) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listAuditEntries', accessToken, query],
    queryFn: () => listAuditEntries(api, accessToken, query),
    // The table keeps the last page while the next one loads (no jump to an empty table).
    placeholderData: keepPreviousData,
  });
}
