import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
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

/** Another attempt holds the delivery (its lease has not run out): try again later, send nothing now. */
export class DeliveryInFlightError extends Error {
  constructor(nid: number, uid: number) {
    super(`the email of notification ${nid} to member ${uid} is being sent by another attempt`);
    this.name = 'DeliveryInFlightError';
  }
}

/**
 * Takes the lease on one email (`sending`, counting an attempt) and answers what to send, or null
 * when there is nothing to send: already sent, failed for good, or the member or notification is
 * gone. A delivery another attempt holds throws DeliveryInFlightError, until that attempt records
 * its outcome or its lease (`leaseMs` after it began) runs out, its process taken to be dead.
 */
export async function claimDelivery(
  db: Db,
  { nid, uid, at, leaseMs }: { nid: number; uid: number; at: Date; leaseMs: number },
): Promise<ClaimedDelivery | null> {
  const ofThis = and(eq(notificationDeliveries.nid, nid), eq(notificationDeliveries.uid, uid));
  const leaseEnded = new Date(at.getTime() - leaseMs);
  const claimed = await db
    .update(notificationDeliveries)
    .set({ status: 'sending', leaseStartedAt: at, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(
      and(
        ofThis,
        or(
          eq(notificationDeliveries.status, 'queued'),
          and(eq(notificationDeliveries.status, 'sending'), lt(notificationDeliveries.leaseStartedAt, leaseEnded)),
        ),
      ),
    )
    .returning({ nid: notificationDeliveries.nid });
  if (claimed.length === 0) {
    const [held] = await db.select({ status: notificationDeliveries.status }).from(notificationDeliveries).where(ofThis);
    if (held?.status === 'sending') throw new DeliveryInFlightError(nid, uid);
    return null;
  }
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

/** Records how the attempt holding the lease ended: sent, or an error (failed for good on the last attempt). */
export async function recordDeliveryOutcome(
  db: Db,
  { nid, uid, at, error, final }: { nid: number; uid: number; at: Date; error?: string; final?: boolean },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set(
      error === undefined
        ? { status: 'sent', sentAt: at, leaseStartedAt: null, lastError: null }
        : { status: final ? 'failed' : 'queued', leaseStartedAt: null, lastError: error },
    )
    .where(
      and(eq(notificationDeliveries.nid, nid), eq(notificationDeliveries.uid, uid), eq(notificationDeliveries.status, 'sending')),
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
  // An email being sent counts as queued until its outcome is in.
  for (const { nid, status, count } of rows) progress.get(nid)![status === 'sending' ? 'queued' : status] += count;
  return progress;
}
