import type { Schemas } from '../api/types';
import { listEditorAccounts } from '../db/editors.repository';
import type { AppDeps } from '../deps';
import { toEditorAccount } from './editor-shapes';

/** Every editor account, by email. `npm run portal -- editor list`. */
export async function listEditors({ db }: Pick<AppDeps, 'db'>): Promise<Schemas['EditorAccount'][]> {
  return (await listEditorAccounts(db)).map(toEditorAccount);
}
