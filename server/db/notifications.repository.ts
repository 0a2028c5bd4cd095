import { and, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { notificationRecipients, notifications, users } from './schema';

export interface MemberNotification {
  nid: number;
  subject: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}

const memberColumns = {
  nid: notifications.nid,
  subject: notifications.subject,
  message: notifications.message,
  createdAt: notifications.sendAt,
  readAt: notificationRecipients.readAt,
};

/** A scheduled notification reaches members at its send time. */
const isSent = (now: Date) => lte(notifications.sendAt, now);

/** The notifications addressed to one member, newest first. */
export async function listNotificationsOfMember(db: Db, { uid, now }: { uid: number; now: Date }): Promise<MemberNotification[]> {
  return db
    .select(memberColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.nid, notificationRecipients.nid))
    .where(and(eq(notificationRecipients.uid, uid), isSent(now)))
    .orderBy(desc(notifications.sendAt), desc(notifications.nid));
}

/** One notification if it is addressed to this member, else null (never another member's). */
export async function findNotificationOfMember(
  db: Db,
  { uid, nid, now }: { uid: number; nid: number; now: Date },
): Promise<MemberNotification | null> {
  const rows = await db
    .select(memberColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.nid, notificationRecipients.nid))
    .where(and(eq(notificationRecipients.uid, uid), eq(notificationRecipients.nid, nid), isSent(now)));
  return rows[0] ?? null;
}

/**
 * Marks a member's notification read (the first read time is kept, so flagging twice changes
 * nothing). False when the notification is not addressed to this member.
 */
export async function markNotificationRead(db: Db, { uid, nid, now }: { uid: number; nid: number; now: Date }): Promise<boolean> {
  await db
    .update(notificationRecipients)
    .set({ readAt: now })
    .where(and(eq(notificationRecipients.uid, uid), eq(notificationRecipients.nid, nid), isNull(notificationRecipients.readAt)));
  return (await findNotificationOfMember(db, { uid, nid, now })) !== null;
}

/**
 * Who a notification is for: every member, one user type, the professionals of one speciality,
 * or members listed by email (one for the CLI's `--to <email>` and for automatic notices).
 */
export type Audience = 'all' | 'professionals' | 'distributors' | { specialityTid: number } | { emails: string[] };

export interface NotificationRecipient {
  uid: number;
  mail: string;
  firstName: string;
  /** null = never set, which counts as on. */
  emailNotification: boolean | null;
}

function audienceCondition(audience: Audience): SQL | undefined {
  if (audience === 'all') return undefined;
  if (audience === 'professionals') return eq(users.userType, '1');
  if (audience === 'distributors') return eq(users.userType, '2');
  if ('specialityTid' in audience) return and(eq(users.userType, '1'), eq(users.specialtyTid, audience.specialityTid));
  const emails = audience.emails.map((email) => email.toLowerCase());
  return emails.length === 0 ? sql`false` : inArray(sql`lower(${users.mail})`, emails);
}

/** The active members an audience covers; never editors. */
export async function findAudienceMembers(db: Db, audience: Audience): Promise<NotificationRecipient[]> {
  return db
    .select({ uid: users.uid, mail: users.mail, firstName: users.firstName, emailNotification: users.emailNotification })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.userType), audienceCondition(audience)))
    .orderBy(users.uid);
}

interface NewNotification {
  subject: string;
  message: string;
  /** How the audience reads in the console (e.g. `distributors`, `speciality:12`, `emails:a@b.c`). */
  audience: string;
  uids: number[];
  now: Date;
  /** When members see it; `now` unless scheduled. */
  sendAt: Date;
  createdBy: string | null;
}

/** Creates a notification and its (unread) recipient rows, inside the caller's transaction; returns its nid. */
export async function insertNotification(
  tx: Db,
  { subject, message, audience, uids, now, sendAt, createdBy }: NewNotification,
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({ subject, message, audience, createdAt: now, sendAt, createdBy })
    .returning({ nid: notifications.nid });
  const nid = row!.nid;
  // Chunked so a large audience stays under the bind-parameter limit.
  for (let i = 0; i < uids.length; i += 5000) {
    await tx.insert(notificationRecipients).values(uids.slice(i, i + 5000).map((uid) => ({ nid, uid })));
  }
  return nid;
}

export interface NotificationRow {
  nid: number;
  subject: string;
  message: string;
  audience: string;
  createdBy: string | null;
  createdAt: Date;
  sendAt: Date;
  recipients: number;
}

/** One page of every notification, newest first, with its number of recipients (the console's list). */
export async function listNotificationRows(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const recipients = db
    .select({ nid: notificationRecipients.nid, count: sql<number>`count(*)`.as('count') })
    .from(notificationRecipients)
    .groupBy(notificationRecipients.nid)
    .as('recipient_counts');
  const rows = await db
    .select({
      nid: notifications.nid,
      subject: notifications.subject,
      message: notifications.message,
      audience: notifications.audience,
      createdBy: notifications.createdBy,
      createdAt: notifications.createdAt,
      sendAt: notifications.sendAt,
      recipients: sql<number>`coalesce(${recipients.count}, 0)`.mapWith(Number),
    })
    .from(notifications)
    .leftJoin(recipients, eq(recipients.nid, notifications.nid))
    .orderBy(desc(notifications.createdAt), desc(notifications.nid))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(notifications);
  return { rows, total: counted?.total ?? 0 };
}
