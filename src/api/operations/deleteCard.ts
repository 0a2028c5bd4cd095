import { unwrap, type ApiClient } from '../client';

/** DELETE /api/editor/cards/{id}. */
export async function deleteCard(api: ApiClient, accessToken: string, id: string): Promise<void> {
  const result = await api.DELETE('/api/editor/cards/{id}', {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  unwrap(result, 'Could not delete the quick-link card.');
}
