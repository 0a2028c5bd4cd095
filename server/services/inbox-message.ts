import type { Schemas } from '../api/types';
import type { Db } from '../db/client';
import { findContactMessage, type ContactMessageRow } from '../db/contact-messages.repository';
import { notFound } from '../errors';

export const INBOX_NOT_FOUND = 'No such message.';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A stored help-form or support message as the console's Inbox shows it. */
export function toInboxMessage(row: ContactMessageRow): Schemas['InboxMessage'] {
  return {
    id: String(row.id),
    type: row.form,
    name: row.name,
    email: row.mail,
    country: row.country,
    subject: row.subject,
    message: row.message,
    resource: row.resource,
    has_attachment: row.attachmentPath !== null,
    attachment_type: row.attachmentType,
    received: seconds(row.createdAt),
    handled_at: row.handledAt ? seconds(row.handledAt) : null,
    handled_by: row.handledBy,
  };
}

/** The stored message, or the 404 every Inbox call answers for an unknown id. */
export async function requireContactMessage(db: Db, id: number): Promise<ContactMessageRow> {
  const row = await findContactMessage(db, id);
  if (!row) throw notFound(INBOX_NOT_FOUND);
  return row;
}
