import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { PageVersionSummary } from './listPageVersions';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorPagesKey } from './listEditorPages';

/** POST /api/editor/pages/{id}/versions/{version}/material: a legal page's version becomes material (members accept it again). */
export async function markPageVersionMaterial(
  api: EditorApiClient,
  id: string,
  version: number,
  summary: string,
): Promise<PageVersionSummary> {
  const result = await api.POST('/api/editor/pages/{id}/versions/{version}/material', {
    params: { path: { id, version: String(version) } },
    body: { summary },
  });
  return unwrap(result, 'Could not mark this version as material.');
}

/** Marks a legal page's version material; then `listEditorPages` and the audit log load again. */
export const useMarkPageVersionMaterial = () =>
  useEditorMutation(
    (api, { id, version, summary }: { id: string; version: number; summary: string }) =>
      markPageVersionMaterial(api, id, version, summary),
    [listEditorPagesKey],
  );
