import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/professions/{tid} (with its specialities; refused while members have it). */
export async function deleteProfession(api: ApiClient, accessToken: string, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/professions/{tid}', {
    params: { path: { tid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the profession.');
}
