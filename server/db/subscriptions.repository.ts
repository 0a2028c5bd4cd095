import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { publishedOnly } from './visibility';
import type { ResourceRow } from './resources.repository';
import { resources, subscriptions, users } from './schema';

type SubscriptionStatus = (typeof subscriptions.$inferSelect)['status'];

/** The caller's subscription states keyed by resource nid (for `approved` in resource lists). */
export async function subscriptionStatusesOf(db: Db, uid: number): Promise<Map<number, SubscriptionStatus>> {
  const rows = await db
    .select({ nid: subscriptions.nid, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.uid, uid));
  return new Map(rows.map((row) => [row.nid, row.status]));
}

/**
 * My Resources: the member's subscriptions with their resources, limited to published resources
 * still open to the member's user type (an editor may have narrowed or unpublished one since; the
 * subscription is kept and shows again when the resource does).
 */
export async function listSubscriptionsOf(
  db: Db,
  { uid, userType }: { uid: number; userType: '1' | '2' },
): Promise<{ resource: ResourceRow; status: SubscriptionStatus }[]> {
  return db
    .select({ resource: resources, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(resources, eq(resources.nid, subscriptions.nid))
    .where(and(eq(subscriptions.uid, uid), publishedOnly(resources.published), sql`${userType} = ANY(${resources.userType})`))
    .orderBy(asc(subscriptions.createdAt), asc(resources.title));
}

/**
 * Subscribes once: a second call leaves the first row (and its status) untouched. Returns the
 * stored status and whether this call created it.
 */
export async function addSubscriptionOnce(
  db: Db,
  { uid, nid, status, now }: { uid: number; nid: number; status: 'pending' | 'approved'; now: Date },
): Promise<{ status: SubscriptionStatus; isNew: boolean }> {
  const inserted = await db
    .insert(subscriptions)
    .values({ uid, nid, status, createdAt: now, decidedAt: status === 'approved' ? now : null })
    .onConflictDoNothing()
    .returning({ status: subscriptions.status });
  if (inserted[0]) return { status: inserted[0].status, isNew: true };
  const [existing] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.uid, uid), eq(subscriptions.nid, nid)));
  return { status: existing?.status ?? status, isNew: false };
}

/** Removes a subscription; true when one existed. */
export async function deleteSubscription(db: Db, { uid, nid }: { uid: number; nid: number }): Promise<boolean> {
  const rows = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.uid, uid), eq(subscriptions.nid, nid)))
    .returning({ nid: subscriptions.nid });
  return rows.length > 0;
}

/** Which pending subscriptions to list; each one left out does not filter. */
export interface PendingFilter {
  nid?: number;
  uid?: number;
  /** Only those requested before this moment. */
  requestedBefore?: Date;
}

/** Subscriptions waiting for an editor, oldest first. */
export function listPendingSubscriptionRows(db: Db, filter: PendingFilter = {}) {
  return db
    .select({
      nid: subscriptions.nid,
      title: resources.title,
      uid: users.uid,
      email: users.mail,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.uid, subscriptions.uid))
    .innerJoin(resources, eq(resources.nid, subscriptions.nid))
    .where(
      and(
        eq(subscriptions.status, 'pending'),
        filter.nid === undefined ? undefined : eq(subscriptions.nid, filter.nid),
        filter.uid === undefined ? undefined : eq(subscriptions.uid, filter.uid),
        filter.requestedBefore ? lt(subscriptions.createdAt, filter.requestedBefore) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.nid), asc(subscriptions.uid));
}

export type PendingSubscriptionRow = Awaited<ReturnType<typeof listPendingSubscriptionRows>>[number];

/** Approves a pending subscription; false when none was pending (already decided or never requested). */
export async function approvePendingSubscription(
  db: Db,
  { uid, nid, now }: { uid: number; nid: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'approved', decidedAt: now })
    .where(and(eq(subscriptions.uid, uid), eq(subscriptions.nid, nid), eq(subscriptions.status, 'pending')))
    .returning({ nid: subscriptions.nid });
  return rows.length > 0;
}

/** Rejecting removes the pending subscription (the member may ask again). False when none was pending. */
export async function rejectPendingSubscription(db: Db, { uid, nid }: { uid: number; nid: number }): Promise<boolean> {
  const rows = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.uid, uid), eq(subscriptions.nid, nid), eq(subscriptions.status, 'pending')))
    .returning({ nid: subscriptions.nid });
  return rows.length > 0;
}

/** Every pending or approved subscription of one user with its resource's title, oldest first (the console's Members). */
export function listAllSubscriptionsOf(db: Db, uid: number) {
  return db
    .select({ nid: subscriptions.nid, title: resources.title, status: subscriptions.status, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .innerJoin(resources, eq(resources.nid, subscriptions.nid))
    .where(and(eq(subscriptions.uid, uid), inArray(subscriptions.status, ['pending', 'approved'])))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.nid));
}
