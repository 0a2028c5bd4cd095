import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorProfessionsKey } from './listEditorProfessions';

/**
 * DELETE /api/editor/specialities/{tid}?revision= (refused while members have it). `revision` is
 * the one the editor saw: a speciality changed since is a 409, not deleted (docs/console-code.md).
 */
export async function deleteSpeciality(
  api: EditorApiClient,
  { tid, revision }: { tid: string; revision: number },
): Promise<void> {
  const query = { revision: String(revision) };
  const result = await api.DELETE('/api/editor/specialities/{tid}', { params: { path: { tid }, query } });
  unwrap(result, 'Could not delete the speciality.');
}

/** Deletes a speciality (given as listed: its tid and revision); then `listEditorProfessions` and the audit log load again. */
export const useDeleteSpeciality = () => useEditorMutation(deleteSpeciality, [listEditorProfessionsKey]);
