import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorNeedHelpKey, type EditorNeedHelp } from './listEditorNeedHelp';
import type { TermInput } from './listEditorProfessions';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/need-help: adds an entry at the end of the need-help list. */
export async function createNeedHelp(api: EditorApiClient, body: TermInput): Promise<EditorNeedHelp> {
  const result = await api.POST('/api/editor/need-help', { body });
  return unwrap(result, 'Could not add the need-help entry.');
}

/** Adds a need-help entry; then `listEditorNeedHelp` and the audit log load again. */
export const useCreateNeedHelp = () => useEditorMutation(createNeedHelp, [listEditorNeedHelpKey]);
