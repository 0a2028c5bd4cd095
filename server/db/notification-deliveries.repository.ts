import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { notificationDeliveries, notifications, users } from './schema';

/** Queues one email per member of `uids` for notification `nid` (inside the notification's transaction). */
export async function insertDeliveries(db: Db, nid: number, uids: number[]): Promise<void> {
  for (let i = 0; i < uids.length; i += 5000)
    await db.insert(notificationDeliveries).values(uids.slice(i, i + 5000).map((uid) => ({ nid, uid })));
}

export interface ClaimedDelivery {
  nid: number;
  mail: string;
  firstName: string;
  subject: string;
  message: string;
}

/**
 * Counts an attempt at one email and answers what to send, or null when there is nothing to send:
 * already sent, failed for good, or the member or notification is gone.
 */
export async function claimDelivery(
  db: Db,
  { nid, uid, at }: { nid: number; uid: number; at: Date },
): Promise<ClaimedDelivery | null> {
  const claimed = await db
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(
      and(eq(notificationDeliveries.nid, nid), eq(notificationDeliveries.uid, uid), eq(notificationDeliveries.status, 'queued')),
    )
    .returning({ nid: notificationDeliveries.nid });
  if (claimed.length === 0) return null;
  const rows = await db
    .select({
      nid: notifications.nid,
      mail: users.mail,
      firstName: users.firstName,
      subject: notifications.subject,
      message: notifications.message,
    })
    .from(notifications)
    .innerJoin(users, eq(users.uid, uid))
    .where(and(eq(notifications.nid, nid), eq(users.status, 'active')));
  if (rows[0]) return rows[0];
  // Blocked since it was composed: nothing to send, ever.
  await recordDeliveryOutcome(db, { nid, uid, at, error: 'The member is no longer active.', final: true });
  return null;
}

/** Records how an attempt ended: sent, or an error (failed for good on the last attempt). */
export async function recordDeliveryOutcome(
  db: Db,
  { nid, uid, at, error, final }: { nid: number; uid: number; at: Date; error?: string; final?: boolean },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set(
      error === undefined
        ? { status: 'sent', sentAt: at, lastError: null }
        : { status: final ? 'failed' : 'queued', lastError: error },
    )
    .where(
      and(eq(notificationDeliveries.nid, nid), eq(notificationDeliveries.uid, uid), eq(notificationDeliveries.status, 'queued')),
    );
}

export interface DeliveryProgress {
  queued: number;
  sent: number;
  failed: number;
}

/** Emails queued, sent and failed, per notification. */
export async function deliveryProgress(db: Db, nids: number[]): Promise<Map<number, DeliveryProgress>> {
  const progress = new Map<number, DeliveryProgress>(nids.map((nid) => [nid, { queued: 0, sent: 0, failed: 0 }]));
  if (nids.length === 0) return progress;
  const rows = await db
    .select({
      nid: notificationDeliveries.nid,
      status: notificationDeliveries.status,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.nid, nids))
    .groupBy(notificationDeliveries.nid, notificationDeliveries.status);
  for (const { nid, status, count } of rows) progress.get(nid)![status] = count;
  return progress;
}
