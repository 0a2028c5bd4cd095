import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorTagsKey, type TagInput, type EditorTag } from './listEditorTags';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/tags/{tid}: saves every field of a search tag (also to publish or unpublish it). */
export async function updateTag(api: EditorApiClient, tid: string, body: TagInput): Promise<EditorTag> {
  const result = await api.PUT('/api/editor/tags/{tid}', {
    params: { path: { tid } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the search tag.');
}

/** Saves a search tag (also to publish or unpublish it); then `listEditorTags` and the audit log load again. */
export const useUpdateTag = () =>
  useEditorMutation((api, { tid, body }: { tid: string; body: TagInput }) => updateTag(api, tid, body), [listEditorTagsKey]);
