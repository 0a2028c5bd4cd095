import type { Schemas } from '../api/types';
import { listAllSubscriptionsOf } from '../db/subscriptions.repository';
import type { AppDeps } from '../deps';
import { requireMember } from './member-summary';

/** `GET /api/editor/members/{uid}/subscriptions`: pending and approved, oldest first. */
export async function listMemberSubscriptions(
  { db }: Pick<AppDeps, 'db'>,
  uid: number,
): Promise<Schemas['MemberSubscription'][]> {
  await requireMember(db, uid);
  const rows = await listAllSubscriptionsOf(db, uid);
  return rows.map((row) => ({
    nid: String(row.nid),
    title: row.title,
    status: row.status === 'approved' ? 'approved' : 'pending',
    requested_at: Math.floor(row.createdAt.getTime() / 1000),
  }));
}
