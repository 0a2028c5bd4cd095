import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorProfessionsKey } from './listEditorProfessions';

export type EditorSpeciality = components['schemas']['EditorSpeciality'];

/** GET /api/editor/professions/{tid}/specialities: every speciality of the profession, published or not, in display order. */
export async function listEditorSpecialities(api: EditorApiClient, professionTid: string): Promise<EditorSpeciality[]> {
  const result = await api.GET('/api/editor/professions/{tid}/specialities', { params: { path: { tid: professionTid } } });
  return unwrap(result, 'Could not fetch the specialities.');
}

/**
 * Kept under the professions' key: whatever changes professions or specialities refreshes both
 * (a profession shows how many specialities it has; deleting one deletes its specialities).
 */
export function listEditorSpecialitiesQueryOptions(api: EditorApiClient, professionTid: string) {
  return queryOptions({
    queryKey: [...listEditorProfessionsKey, 'specialities', professionTid],
    queryFn: () => listEditorSpecialities(api, professionTid),
  });
}
