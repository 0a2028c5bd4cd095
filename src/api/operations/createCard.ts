import { unwrap, type ApiClient } from '../client';
import type { CardInput, EditorCard } from './listEditorCards';

/** POST /api/editor/cards: adds a quick-link card at the end of its list. */
export async function createCard(api: ApiClient, accessToken: string, body: CardInput): Promise<EditorCard> {
  const result = await api.POST('/api/editor/cards', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the quick-link card.');
}
