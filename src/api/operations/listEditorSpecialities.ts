import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorSpeciality = components['schemas']['EditorSpeciality'];

/** GET /api/editor/professions/{tid}/specialities: every speciality of the profession, published or not, in display order. */
export async function listEditorSpecialities(
  api: ApiClient,
  accessToken: string,
  professionTid: string,
): Promise<EditorSpeciality[]> {
  const result = await api.GET('/api/editor/professions/{tid}/specialities', {
    params: { path: { tid: professionTid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the specialities.');
}

/**
 * Kept under the professions' key: whatever changes professions or specialities refreshes both
 * (a profession shows how many specialities it has; deleting one deletes its specialities).
 */
export function listEditorSpecialitiesQueryOptions(api: ApiClient, accessToken: string, professionTid: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorProfessions', accessToken, 'specialities', professionTid],
    queryFn: () => listEditorSpecialities(api, accessToken, professionTid),
  });
}
