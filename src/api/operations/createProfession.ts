import { unwrap, type ApiClient } from '../client';
import type { EditorProfession, TermInput } from './listEditorProfessions';

/** POST /api/editor/professions: adds a profession at the end of the list. */
export async function createProfession(api: ApiClient, accessToken: string, body: TermInput): Promise<EditorProfession> {
  const result = await api.POST('/api/editor/professions', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the profession.');
}
