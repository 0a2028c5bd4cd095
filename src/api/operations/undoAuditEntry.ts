import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { EDITOR_ONLY } from '../editor-only';

/** POST /api/editor/audit-log/{id}/undo: puts back what one change changed; answers what was put back. */
export async function undoAuditEntry(api: EditorApiClient, id: string): Promise<{ message: string }> {
  const result = await api.POST('/api/editor/audit-log/{id}/undo', { params: { path: { id } } });
  return unwrap(result, 'Could not put this change back.');
}

/** Puts back one change of the audit log; every console list is loaded again, since it may touch any kind of content. */
export const useUndoAuditEntry = () => useEditorMutation(undoAuditEntry, [[EDITOR_ONLY]]);
