import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorPagesKey, type EditorPage } from './listEditorPages';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/pages/{id}/versions/{version}/restore: saves the version's content as the page's next version. */
export async function restorePageVersion(api: EditorApiClient, id: string, version: number): Promise<EditorPage> {
  const result = await api.POST('/api/editor/pages/{id}/versions/{version}/restore', {
    params: { path: { id, version: String(version) } },
  });
  return unwrap(result, 'Could not restore this version.');
}

/** Restores a page's version; then `listEditorPages` and the audit log load again. */
export const useRestorePageVersion = () =>
  useEditorMutation(
    (api, { id, version }: { id: string; version: number }) => restorePageVersion(api, id, version),
    [listEditorPagesKey],
  );
