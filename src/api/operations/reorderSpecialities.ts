import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorSpeciality } from './listEditorSpecialities';

/** PUT /api/editor/speciality-order: one profession's specialities in a new order (`ids` lists each once). */
export async function reorderSpecialities(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['SpecialityOrder'],
): Promise<EditorSpeciality[]> {
  const result = await api.PUT('/api/editor/speciality-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
