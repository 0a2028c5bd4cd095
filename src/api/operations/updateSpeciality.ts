import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorProfessionsKey, type TermInput } from './listEditorProfessions';
import type { EditorSpeciality } from './listEditorSpecialities';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/specialities/{tid}: saves a speciality's name and published flag. */
export async function updateSpeciality(api: EditorApiClient, tid: string, body: TermInput): Promise<EditorSpeciality> {
  const result = await api.PUT('/api/editor/specialities/{tid}', {
    params: { path: { tid } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the speciality.');
}

/** Saves a speciality (also to publish or unpublish it); then `listEditorProfessions` and the audit log load again. */
export const useUpdateSpeciality = () =>
  useEditorMutation(
    (api, { tid, body }: { tid: string; body: TermInput }) => updateSpeciality(api, tid, body),
    [listEditorProfessionsKey],
  );
