import { unwrap, type ApiClient } from '../client';

/** POST /api/editor/audit-log/{id}/undo: puts back what one change changed; answers what was put back. */
export async function undoAuditEntry(api: ApiClient, accessToken: string, id: string): Promise<{ message: string }> {
  const result = await api.POST('/api/editor/audit-log/{id}/undo', {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not put this change back.');
}
