import { deleteEditorAccount, findEditorByEmail } from '../db/editors.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { editorSnapshot, noEditorWith } from './editor-shapes';
import { COMMAND_LINE, recordAudit } from './record-audit';

/**
 * Deletes an editor account (its sessions end at once) and writes the audit row in the same
 * transaction. The editor's earlier audit rows keep their email as the actor. `editor remove`.
 */
export async function removeEditor({ db, now }: Pick<AppDeps, 'db' | 'now'>, email: string): Promise<{ message: string }> {
  const editor = await findEditorByEmail(db, email);
  if (!editor) throw notFound(noEditorWith(email));
  const removed = await db.transaction(async (tx) => {
    if (!(await deleteEditorAccount(tx, editor.uid))) return false;
    await recordAudit(tx, {
      actor: COMMAND_LINE,
      action: 'delete',
      entityType: 'editor',
      entityId: editor.uid,
      before: editorSnapshot(editor),
      after: null,
      at: now(),
    });
    return true;
  });
  if (!removed) throw notFound(noEditorWith(email));
  return { message: `The editor ${editor.mail} was removed.` };
}
