import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorProfessionsKey } from './listEditorProfessions';

/** DELETE /api/editor/professions/{tid} (with its specialities; refused while members have it). */
export async function deleteProfession(api: EditorApiClient, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/professions/{tid}', { params: { path: { tid } } });
  unwrap(result, 'Could not delete the profession.');
}

/** Deletes a profession; then `listEditorProfessions` and the audit log load again. */
export const useDeleteProfession = () => useEditorMutation(deleteProfession, [listEditorProfessionsKey]);
