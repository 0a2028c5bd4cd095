import { unwrap, type ApiClient } from '../client';
import type { EditorProfession, TermInput } from './listEditorProfessions';

/** PUT /api/editor/professions/{tid}: saves a profession's name and published flag. */
export async function updateProfession(
  api: ApiClient,
  accessToken: string,
  tid: string,
  body: TermInput,
): Promise<EditorProfession> {
  const result = await api.PUT('/api/editor/professions/{tid}', {
    params: { path: { tid } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the profession.');
}
