import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import { DELETED_MEMBER_MAIL } from '../db/member-data.repository';
import type { AppDeps } from '../deps';
import { badRequest, HttpError } from '../errors';
import { inboxReplyMail } from '../mail/templates/inbox-reply';
import { editorActor } from './console-change';
import { requireContactMessage } from './inbox-message';
import { markHandledIn } from './mark-message-handled';
import { recordAudit } from './record-audit';

export const REPLY_SENDER_DELETED = 'The sender has deleted their account: there is no address to reply to.';
export const REPLY_NOT_SENT =
  'The reply could not be sent: the mail server did not accept it. Nothing was recorded; please try again later.';

/**
 * `POST /api/editor/inbox/{id}/reply`: mails the editor's answer to the sender (Reply-To: the
 * editor, the original quoted). Only once the mail is sent, in one transaction: the `reply` audit
 * row (subject and length, never the text) and the message marked handled when it was not.
 */
export async function replyToMessage(
  { db, now, mailer, config }: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'config'>,
  editor: SessionEditor,
  id: number,
  { subject, body }: Schemas['InboxReplyInput'],
  log?: (error: unknown) => void,
): Promise<Schemas['Message']> {
  const row = await requireContactMessage(db, id);
  if (row.mail === DELETED_MEMBER_MAIL) throw badRequest(REPLY_SENDER_DELETED);
  const mail = inboxReplyMail({
    to: row.mail,
    replyTo: editor.mail,
    productName: config.productName,
    subject: subject.trim(),
    body,
    original: { name: row.name, subject: row.subject, message: row.message, received: row.createdAt },
  });
  try {
    await mailer.send(mail);
  } catch (error) {
    log?.(error);
    throw new HttpError(502, REPLY_NOT_SENT);
  }
  const at = now();
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: editorActor(editor),
      action: 'reply',
      entityType: 'message',
      entityId: row.id,
      before: null,
      after: { to: row.mail, subject: mail.subject, body_length: body.length },
      at,
    });
    if (!row.handledAt) await markHandledIn(tx, editor, row, true, at);
  });
  return { message: `Reply sent to ${row.mail}.` };
}
