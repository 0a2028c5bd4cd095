import { unwrap, type ApiClient } from '../client';
import type { TermInput } from './listEditorProfessions';
import type { EditorSpeciality } from './listEditorSpecialities';

/** PUT /api/editor/specialities/{tid}: saves a speciality's name and published flag. */
export async function updateSpeciality(
  api: ApiClient,
  accessToken: string,
  tid: string,
  body: TermInput,
): Promise<EditorSpeciality> {
  const result = await api.PUT('/api/editor/specialities/{tid}', {
    params: { path: { tid } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the speciality.');
}
