import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorProfessionsKey, type EditorProfession, type TermInput } from './listEditorProfessions';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/professions/{tid}: saves a profession's name and published flag. */
export async function updateProfession(api: EditorApiClient, tid: string, body: TermInput): Promise<EditorProfession> {
  const result = await api.PUT('/api/editor/professions/{tid}', {
    params: { path: { tid } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the profession.');
}

/** Saves a profession (also to publish or unpublish it); then `listEditorProfessions` and the audit log load again. */
export const useUpdateProfession = () =>
  useEditorMutation(
    (api, { tid, body }: { tid: string; body: TermInput }) => updateProfession(api, tid, body),
    [listEditorProfessionsKey],
  );
