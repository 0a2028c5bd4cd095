import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorProfessionsKey, type EditorProfession, type TermInput } from './listEditorProfessions';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/professions: adds a profession at the end of the list. */
export async function createProfession(api: EditorApiClient, body: TermInput): Promise<EditorProfession> {
  const result = await api.POST('/api/editor/professions', { body });
  return unwrap(result, 'Could not add the profession.');
}

/** Adds a profession; then `listEditorProfessions` and the audit log load again. */
export const useCreateProfession = () => useEditorMutation(createProfession, [listEditorProfessionsKey]);
