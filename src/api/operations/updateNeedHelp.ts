import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorNeedHelpKey, type EditorNeedHelp } from './listEditorNeedHelp';
import type { TermInput } from './listEditorProfessions';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/need-help/{tid}: saves an entry's name and published flag. */
export async function updateNeedHelp(api: EditorApiClient, tid: string, body: TermInput): Promise<EditorNeedHelp> {
  const result = await api.PUT('/api/editor/need-help/{tid}', {
    params: { path: { tid } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the need-help entry.');
}

/** Saves a need-help entry (also to publish or unpublish it); then `listEditorNeedHelp` and the audit log load again. */
export const useUpdateNeedHelp = () =>
  useEditorMutation(
    (api, { tid, body }: { tid: string; body: TermInput }) => updateNeedHelp(api, tid, body),
    [listEditorNeedHelpKey],
  );
