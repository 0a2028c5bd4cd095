import { unwrap, type ApiClient } from '../client';
import type { PageVersionSummary } from './listPageVersions';

/** POST /api/editor/pages/{id}/versions/{version}/material: a legal page's version becomes material (members accept it again). */
export async function markPageVersionMaterial(
  api: ApiClient,
  accessToken: string,
  id: string,
  version: number,
  summary: string,
): Promise<PageVersionSummary> {
  const result = await api.POST('/api/editor/pages/{id}/versions/{version}/material', {
    params: { path: { id, version: String(version) } },
    body: { summary },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not mark this version as material.');
}
