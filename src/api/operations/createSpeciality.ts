import { unwrap, type ApiClient } from '../client';
import type { TermInput } from './listEditorProfessions';
import type { EditorSpeciality } from './listEditorSpecialities';

/** POST /api/editor/professions/{tid}/specialities: adds a speciality at the end of the profession's list. */
export async function createSpeciality(
  api: ApiClient,
  accessToken: string,
  professionTid: string,
  body: TermInput,
): Promise<EditorSpeciality> {
  const result = await api.POST('/api/editor/professions/{tid}/specialities', {
    params: { path: { tid: professionTid } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not add the speciality.');
}
