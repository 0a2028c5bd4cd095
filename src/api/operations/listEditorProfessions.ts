import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorProfession = components['schemas']['EditorProfession'];
/** The console's input for a profession, a speciality or a need-help entry: a name and whether it is published. */
export type TermInput = components['schemas']['TermInput'];

/** GET /api/editor/professions with the editor's bearer: every profession, published or not, in display order. */
export async function listEditorProfessions(api: EditorApiClient): Promise<EditorProfession[]> {
  const result = await api.GET('/api/editor/professions');
  return unwrap(result, 'Could not fetch the professions.');
}

/** The key of every `listEditorProfessions` query (a prefix: whatever changes it refreshes them all). */
export const listEditorProfessionsKey = [EDITOR_ONLY, 'listEditorProfessions'] as const;

export function listEditorProfessionsQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorProfessionsKey,
    queryFn: () => listEditorProfessions(api),
  });
}
