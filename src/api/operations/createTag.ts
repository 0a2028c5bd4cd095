import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorTagsKey, type TagInput, type EditorTag } from './listEditorTags';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/tags: adds a search tag at the end of its list. */
export async function createTag(api: EditorApiClient, body: TagInput): Promise<EditorTag> {
  const result = await api.POST('/api/editor/tags', { body });
  return unwrap(result, 'Could not add the search tag.');
}

/** Adds a search tag; then `listEditorTags` and the audit log load again. */
export const useCreateTag = () => useEditorMutation(createTag, [listEditorTagsKey]);
