import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorProfessionsKey, type EditorProfession } from './listEditorProfessions';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/profession-order: the professions in a new order (`ids` lists each of them once). */
export async function reorderProfessions(
  api: EditorApiClient,
  body: components['schemas']['ContentOrder'],
): Promise<EditorProfession[]> {
  const result = await api.PUT('/api/editor/profession-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorProfessions` and the audit log load again. */
export const useReorderProfessions = () => useEditorMutation(reorderProfessions, [listEditorProfessionsKey]);
