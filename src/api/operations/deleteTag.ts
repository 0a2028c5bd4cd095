import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorTagsKey } from './listEditorTags';

/** DELETE /api/editor/tags/{tid}. */
export async function deleteTag(api: EditorApiClient, tid: string): Promise<void> {
  const result = await api.DELETE('/api/editor/tags/{tid}', { params: { path: { tid } } });
  unwrap(result, 'Could not delete the search tag.');
}

/** Deletes a search tag; then `listEditorTags` and the audit log load again. */
export const useDeleteTag = () => useEditorMutation(deleteTag, [listEditorTagsKey]);
