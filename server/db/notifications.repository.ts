import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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
  createdAt: notifications.createdAt,
  readAt: notificationRecipients.readAt,
};

/** The notifications addressed to one member, newest first. */
export async function listNotificationsOfMember(db: Db, uid: number): Promise<MemberNotification[]> {
  return db
    .select(memberColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.nid, notificationRecipients.nid))
    .where(eq(notificationRecipients.uid, uid))
    .orderBy(desc(notifications.createdAt), desc(notifications.nid));
}

/** One notification if it is addressed to this member, else null (never another member's). */
export async function findNotificationOfMember(
  db: Db,
  { uid, nid }: { uid: number; nid: number },
): Promise<MemberNotification | null> {
  const rows = await db
    .select(memberColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.nid, notificationRecipients.nid))
    .where(and(eq(notificationRecipients.uid, uid), eq(notificationRecipients.nid, nid)));
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
  return (await findNotificationOfMember(db, { uid, nid })) !== null;
}

export type Audience = 'all' | 'professionals' | 'distributors' | { email: string };

interface NotificationRecipient {
  uid: number;
  mail: string;
  firstName: string;
  /** null = never set, which counts as on. */
  emailNotification: boolean | null;
}

/** The active members an audience covers ('all', one user type, or one member by email); never editors. */
export async function findAudienceMembers(db: Db, audience: Audience): Promise<NotificationRecipient[]> {
  const byAudience =
    audience === 'all'
      ? undefined
      : audience === 'professionals'
        ? eq(users.userType, '1')
        : audience === 'distributors'
          ? eq(users.userType, '2')
          : sql`lower(${users.mail}) = lower(${audience.email})`;
  return db
    .select({ uid: users.uid, mail: users.mail, firstName: users.firstName, emailNotification: users.emailNotification })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.userType), byAudience))
    .orderBy(users.uid);
}

/** Creates a notification and its (unread) recipient rows in one transaction; returns its nid. */
export async function insertNotification(
  db: Db,
  { subject, message, audience, uids, now }: { subject: string; message: string; audience: string; uids: number[]; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({ subject, message, audience, createdAt: now })
      .returning({ nid: notifications.nid });
    const nid = row!.nid;
    // Chunked so a large audience stays under the bind-parameter limit.
    for (let i = 0; i < uids.length; i += 5000) {
      await tx.insert(notificationRecipients).values(uids.slice(i, i + 5000).map((uid) => ({ nid, uid })));
    }
    return nid;
  });
}
