import { unwrap, type ApiClient } from '../client';
import type { EditorNeedHelp } from './listEditorNeedHelp';
import type { TermInput } from './listEditorProfessions';

/** PUT /api/editor/need-help/{tid}: saves an entry's name and published flag. */
export async function updateNeedHelp(api: ApiClient, accessToken: string, tid: string, body: TermInput): Promise<EditorNeedHelp> {
  const result = await api.PUT('/api/editor/need-help/{tid}', {
    params: { path: { tid } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the need-help entry.');
}
