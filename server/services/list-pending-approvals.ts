import type { Schemas } from '../api/types';
import { listPendingSubscriptionRows } from '../db/subscriptions.repository';
import type { AppDeps } from '../deps';

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Pending subscriptions for `npm run portal -- approvals` and the admin API, oldest first. */
export async function listPendingApprovals({ db }: Pick<AppDeps, 'db'>): Promise<Schemas['PendingSubscription'][]> {
  const rows = await listPendingSubscriptionRows(db);
  return rows.map((row) => ({
    nid: String(row.nid),
    title: row.title,
    uid: String(row.uid),
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    created: seconds(row.createdAt),
  }));
}

/**
 * The console's Approvals queue, oldest first: one resource's requests (`resource`) and/or those
 * made more than `olderThanDays` whole days ago.
 */
export async function listConsoleApprovals(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  { resource, olderThanDays }: { resource?: string | undefined; olderThanDays?: number | undefined },
): Promise<Schemas['EditorApproval'][]> {
  const at = now();
  const rows = await listPendingSubscriptionRows(db, {
    ...(resource ? { nid: Number(resource) } : {}),
    ...(olderThanDays === undefined ? {} : { requestedBefore: new Date(at.getTime() - olderThanDays * DAY_MS) }),
  });
  return rows.map((row) => ({
    nid: String(row.nid),
    title: row.title,
    uid: String(row.uid),
    member_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    user_type: row.userType ?? '1',
    requested_at: seconds(row.createdAt),
    age_days: Math.max(0, Math.floor((at.getTime() - row.createdAt.getTime()) / DAY_MS)),
  }));
}
