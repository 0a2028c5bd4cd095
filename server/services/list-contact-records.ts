import type { Schemas } from '../api/types';
import type { AppDeps } from '../deps';
import { listContactMessages, type ContactMessageRow } from '../db/contact-messages.repository';

/** A stored message as the admin API (listContactMessages) and `npm run portal -- messages` show it. */
function toContactRecord(row: ContactMessageRow): Schemas['ContactMessageRecord'] {
  const isSupport = row.form === 'support';
  return {
    id: String(row.id),
    form: row.form,
    name: row.name,
    mail: row.mail,
    subject: row.subject,
    message: row.message,
    country: isSupport ? null : row.country,
    resource: isSupport ? row.resource : null,
    userid: isSupport && row.uid !== null ? String(row.uid) : null,
    attachment: row.attachmentPath,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** Every stored help-form and support message, newest first (admin API and `npm run portal -- messages`). */
export async function listContactRecords({ db }: Pick<AppDeps, 'db'>): Promise<Schemas['ContactMessageRecord'][]> {
  return (await listContactMessages(db)).map(toContactRecord);
}
