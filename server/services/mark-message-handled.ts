import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { Db } from '../db/client';
import { setContactMessageHandled, type ContactMessageRow } from '../db/contact-messages.repository';
import type { AppDeps } from '../deps';
import { editorActor } from './console-change';
import { requireContactMessage, toInboxMessage } from './inbox-message';
import { recordAudit } from './record-audit';

const handledSnapshot = (row: Pick<ContactMessageRow, 'handledAt' | 'handledBy'>) => ({
  handled_at: row.handledAt?.toISOString() ?? null,
  handled_by: row.handledBy,
});

/**
 * Within the caller's transaction: marks the message handled by the editor (or not handled) and
 * records `mark_handled`/`mark_unhandled` of the `message`. Returns the row as it is now.
 */
export async function markHandledIn(
  tx: Db,
  editor: SessionEditor,
  row: ContactMessageRow,
  handled: boolean,
  at: Date,
): Promise<ContactMessageRow> {
  const updated = (await setContactMessageHandled(tx, row.id, handled ? { at, by: editor.mail } : null))!;
  await recordAudit(tx, {
    actor: editorActor(editor),
    action: handled ? 'mark_handled' : 'mark_unhandled',
    entityType: 'message',
    entityId: row.id,
    before: handledSnapshot(row),
    after: handledSnapshot(updated),
    at,
  });
  return updated;
}

/** `PUT /api/editor/inbox/{id}/handled`: one transaction with its audit-log row. */
export async function markMessageHandled(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  editor: SessionEditor,
  id: number,
  handled: boolean,
): Promise<Schemas['InboxMessage']> {
  const at = now();
  return db.transaction(async (tx) => {
    const row = await requireContactMessage(tx, id);
    return toInboxMessage(await markHandledIn(tx, editor, row, handled, at));
  });
}
