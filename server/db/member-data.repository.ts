import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  auditLog,
  contactMessages,
  floodEvents,
  invitations,
  notificationRecipients,
  notifications,
  resources,
  subscriptions,
  users,
} from './schema';
import { equalsIgnoringCase } from './sql-text';

/** The member's subscriptions with the resource titles, oldest first (data export). */
export async function listSubscriptionsForExport(db: Db, uid: number) {
  return db
    .select({
      nid: subscriptions.nid,
      title: resources.title,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
      decidedAt: subscriptions.decidedAt,
    })
    .from(subscriptions)
    .innerJoin(resources, eq(resources.nid, subscriptions.nid))
    .where(eq(subscriptions.uid, uid))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.nid));
}

/** Every notification the member received, with when they read it, oldest first (data export). */
export async function listNotificationsForExport(db: Db, uid: number) {
  return (
    db
      .select({
        nid: notifications.nid,
        subject: notifications.subject,
        message: notifications.message,
        createdAt: notifications.createdAt,
        readAt: notificationRecipients.readAt,
      })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.nid, notificationRecipients.nid))
      // A scheduled notification the member has not been sent yet is not theirs to export.
      .where(and(eq(notificationRecipients.uid, uid), lte(notifications.sendAt, sql`now()`)))
      .orderBy(asc(notifications.createdAt), asc(notifications.nid))
  );
}

/** Rows that name the member, for deletion: support messages under their uid and help-form messages from their email. */
const sentBy = ({ uid, mail }: { uid: number; mail: string }) =>
  or(eq(contactMessages.uid, uid), equalsIgnoringCase(contactMessages.mail, mail));

/**
 * Messages the member sent while signed in (support requests, and help-form messages from their
 * session), for their data export. A help-form message from a guest who typed the member's email
 * is not theirs: anyone can type an address, so exporting its text would hand a stranger's message
 * to the account holder (issue 40). Deletion still anonymises those (eraseMemberRows).
 */
export async function listMessagesSentWhileSignedIn(db: Db, uid: number) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.uid, uid))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

/** What anonymised contact messages say instead of the sender. */
export const DELETED_MEMBER_NAME = 'Deleted member';
export const DELETED_MEMBER_MAIL = 'deleted-member@invalid';

/**
 * Whether a contact message was anonymised by an account deletion (eraseMemberRows): its forward
 * to the support inbox is then not sent, since the mail would name nobody or, written late, the
 * member (server/services/receive-contact-message.ts, `forwardContactMessage`).
 */
export const isAnonymisedMessage = (row: { name: string; mail: string; uid: number | null }): boolean =>
  row.uid === null && row.name === DELETED_MEMBER_NAME && row.mail === DELETED_MEMBER_MAIL;

export interface ErasedRows {
  users: number;
  messagesAnonymised: number;
  invitations: number;
  floodEvents: number;
  notificationsAnonymised: number;
  auditRowsAnonymised: number;
}

/**
 * Deletes or anonymises every row that names the member; run it inside one transaction. The user
 * row goes, and with it (ON DELETE CASCADE) sessions, one-time tokens, subscriptions, read flags,
 * sign-in events and consents. Contact messages they sent stay for the support team, without
 * name, email or uid; invitations to their email and flood rows keyed by it (or by the uid) go; a notification
 * addressed to their email alone keeps its text but no longer names them. Returns the counts.
 */
export async function eraseMemberRows(db: Db, member: { uid: number; mail: string }): Promise<ErasedRows> {
  const mail = member.mail.toLowerCase();
  // First the account's row, locked: a support message, session or history row written for it
  // meanwhile (a send racing the deletion) waits for this transaction, then fails on its foreign
  // key instead of landing after the anonymising below with the member's name and email (issue 40).
  await db.execute(sql`select ${users.uid} from ${users} where ${users.uid} = ${member.uid} for update`);
  const audited = await anonymiseAuditRows(db, member);
  // The attachment's file name goes too: the member named the file, and it may name them. A
  // forward of these messages not yet written is skipped, or undone by its job (forwardContactMessage).
  const messages = await db
    .update(contactMessages)
    .set({ name: DELETED_MEMBER_NAME, mail: DELETED_MEMBER_MAIL, uid: null, attachmentName: null })
    .where(sentBy(member))
    .returning({ id: contactMessages.id });
  const invited = await db
    .delete(invitations)
    .where(sql`lower(${invitations.email}) = ${mail}`)
    .returning({ id: invitations.id });
  const flood = await db
    .delete(floodEvents)
    // Account rules are keyed by the lower-cased email, the support-message rule by the uid; IPs are neither.
    .where(or(sql`lower(${floodEvents.identifier}) = ${mail}`, eq(floodEvents.identifier, String(member.uid))))
    .returning({ id: floodEvents.id });
  // A listed audience (`emails:a,b`) keeps the others' addresses; an older row holds the bare email.
  const listed = sql`string_to_array(substr(lower(${notifications.audience}), 8), ',')`;
  const addressed = await db
    .update(notifications)
    .set({
      audience: sql`case when lower(${notifications.audience}) = ${mail} then 'deleted-member'
        else 'emails:' || array_to_string(array_replace(${listed}, ${mail}::text, 'deleted-member'), ',') end`,
    })
    .where(
      or(
        sql`lower(${notifications.audience}) = ${mail}`,
        and(sql`${notifications.audience} like 'emails:%'`, sql`${mail}::text = any(${listed})`),
      ),
    )
    .returning({ nid: notifications.nid });
  const deleted = await db.delete(users).where(eq(users.uid, member.uid)).returning({ uid: users.uid });
  return {
    users: deleted.length,
    messagesAnonymised: messages.length,
    invitations: invited.length,
    floodEvents: flood.length,
    notificationsAnonymised: addressed.length,
    auditRowsAnonymised: audited,
  };
}

/** What an audit row says instead of a deleted member's email: the fact stays, the person does not. */
export const anonymisedMember = (uid: number) => `deleted-member-${uid}`;

/**
 * Audit rows that name the member by email (subscription decisions, block and unblock, resent
 * activations, notification audiences, invitations) keep what happened, with the email replaced
 * by an anonymised id in `before` and `after`, any case.
 */
async function anonymiseAuditRows(db: Db, member: { uid: number; mail: string }): Promise<number> {
  const pattern = member.mail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const anonymised = anonymisedMember(member.uid);
  const replaced = (column: typeof auditLog.before | typeof auditLog.after) =>
    sql`case when ${column} is null then null else regexp_replace(${column}::text, ${pattern}, ${anonymised}, 'gi')::jsonb end`;
  const rows = await db
    .update(auditLog)
    .set({ before: replaced(auditLog.before), after: replaced(auditLog.after) })
    .where(
      sql`strpos(lower(coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, '')), ${member.mail.toLowerCase()}) > 0`,
    )
    .returning({ id: auditLog.id });
  return rows.length;
}
