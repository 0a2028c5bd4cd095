import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorCard = components['schemas']['EditorCard'];
export type CardInput = components['schemas']['CardInput'];

/** GET /api/editor/cards with the editor's bearer: every quick-link card, published or not, in display order. */
export async function listEditorCards(api: EditorApiClient): Promise<EditorCard[]> {
  const result = await api.GET('/api/editor/cards');
  return unwrap(result, 'Could not fetch the cards.');
}

/** The key of every `listEditorCards` query (a prefix: whatever changes it refreshes them all). */
export const listEditorCardsKey = [EDITOR_ONLY, 'listEditorCards'] as const;

export function listEditorCardsQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorCardsKey,
    queryFn: () => listEditorCards(api),
  });
}
