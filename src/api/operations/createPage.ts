import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorPagesKey, type EditorPage, type PageInput } from './listEditorPages';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/pages: adds a landing page at the end of the list (its content is version 1). */
export async function createPage(api: EditorApiClient, body: PageInput): Promise<EditorPage> {
  const result = await api.POST('/api/editor/pages', { body });
  return unwrap(result, 'Could not add the page.');
}

/** Adds a page; then `listEditorPages` and the audit log load again. */
export const useCreatePage = () => useEditorMutation(createPage, [listEditorPagesKey]);
