import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/need-help/{tid}. */
export async function deleteNeedHelp(api: ApiClient, accessToken: string, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/need-help/{tid}', {
    params: { path: { tid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the need-help entry.');
}
