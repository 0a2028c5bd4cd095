import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorProfession = components['schemas']['EditorProfession'];
/** The console's input for a profession, a speciality or a need-help entry: a name and whether it is published. */
export type TermInput = components['schemas']['TermInput'];

/** GET /api/editor/professions with the editor's bearer: every profession, published or not, in display order. */
export async function listEditorProfessions(api: ApiClient, accessToken: string): Promise<EditorProfession[]> {
  const result = await api.GET('/api/editor/professions', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the professions.');
}

export function listEditorProfessionsQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorProfessions', accessToken],
    queryFn: () => listEditorProfessions(api, accessToken),
  });
}
