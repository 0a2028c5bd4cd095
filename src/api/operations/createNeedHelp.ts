import { unwrap, type ApiClient } from '../client';
import type { EditorNeedHelp } from './listEditorNeedHelp';
import type { TermInput } from './listEditorProfessions';

/** POST /api/editor/need-help: adds an entry at the end of the need-help list. */
export async function createNeedHelp(api: ApiClient, accessToken: string, body: TermInput): Promise<EditorNeedHelp> {
  const result = await api.POST('/api/editor/need-help', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the need-help entry.');
}
