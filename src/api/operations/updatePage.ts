import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorPagesKey, type EditorPage, type PageInput } from './listEditorPages';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/pages/{id}: saves every field of a page (a change of content adds a version; also to publish or unpublish it). */
export async function updatePage(api: EditorApiClient, id: string, body: PageInput): Promise<EditorPage> {
  const result = await api.PUT('/api/editor/pages/{id}', {
    params: { path: { id } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the page.');
}

/** Saves a page (also to publish or unpublish it); then `listEditorPages` and the audit log load again. */
export const useUpdatePage = () =>
  useEditorMutation((api, { id, body }: { id: string; body: PageInput }) => updatePage(api, id, body), [listEditorPagesKey]);
