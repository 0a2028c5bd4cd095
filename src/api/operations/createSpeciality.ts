import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorProfessionsKey, type TermInput } from './listEditorProfessions';
import type { EditorSpeciality } from './listEditorSpecialities';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/professions/{tid}/specialities: adds a speciality at the end of the profession's list. */
export async function createSpeciality(api: EditorApiClient, professionTid: string, body: TermInput): Promise<EditorSpeciality> {
  const result = await api.POST('/api/editor/professions/{tid}/specialities', {
    params: { path: { tid: professionTid } },
    body,
  });
  return unwrap(result, 'Could not add the speciality.');
}

/** Adds a speciality to a profession; then `listEditorProfessions` and the audit log load again. */
export const useCreateSpeciality = () =>
  useEditorMutation(
    (api, { professionTid, body }: { professionTid: string; body: TermInput }) => createSpeciality(api, professionTid, body),
    [listEditorProfessionsKey],
  );
