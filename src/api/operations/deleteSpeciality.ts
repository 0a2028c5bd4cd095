import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorProfessionsKey } from './listEditorProfessions';

/** DELETE /api/editor/specialities/{tid} (refused while members have it). */
export async function deleteSpeciality(api: EditorApiClient, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/specialities/{tid}', { params: { path: { tid } } });
  unwrap(result, 'Could not delete the speciality.');
}

/** Deletes a speciality; then `listEditorProfessions` and the audit log load again. */
export const useDeleteSpeciality = () => useEditorMutation(deleteSpeciality, [listEditorProfessionsKey]);
