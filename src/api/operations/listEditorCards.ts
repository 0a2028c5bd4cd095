import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorCard = components['schemas']['EditorCard'];
export type CardInput = components['schemas']['CardInput'];

/** GET /api/editor/cards with the editor's bearer: every quick-link card, published or not, in display order. */
export async function listEditorCards(api: ApiClient, accessToken: string): Promise<EditorCard[]> {
  const result = await api.GET('/api/editor/cards', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the cards.');
}

export function listEditorCardsQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorCards', accessToken],
    queryFn: () => listEditorCards(api, accessToken),
  });
}
