import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/specialities/{tid} (refused while members have it). */
export async function deleteSpeciality(api: ApiClient, accessToken: string, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/specialities/{tid}', {
    params: { path: { tid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the speciality.');
}
