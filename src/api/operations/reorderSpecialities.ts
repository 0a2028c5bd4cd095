import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import type { EditorSpeciality } from './listEditorSpecialities';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorProfessionsKey } from './listEditorProfessions';

/** PUT /api/editor/speciality-order: one profession's specialities in a new order (`ids` lists each once). */
export async function reorderSpecialities(
  api: EditorApiClient,
  body: components['schemas']['SpecialityOrder'],
): Promise<EditorSpeciality[]> {
  const result = await api.PUT('/api/editor/speciality-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order of a profession's specialities; then `listEditorProfessions` and the audit log load again. */
export const useReorderSpecialities = () => useEditorMutation(reorderSpecialities, [listEditorProfessionsKey]);
