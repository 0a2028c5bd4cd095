import type { Schemas } from '../api/types';
import { listPendingSubscriptionRows } from '../db/subscriptions.repository';
import type { AppDeps } from '../deps';

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
    created: Math.floor(row.createdAt.getTime() / 1000),
  }));
}
