import type { Schemas } from '../api/types';
import type { Db } from '../db/client';
import {
  approvePendingSubscription,
  listPendingSubscriptionRows,
  rejectPendingSubscription,
  type PendingSubscriptionRow,
} from '../db/subscriptions.repository';
import { findUserByEmail } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../errors';
import { notifyMembers } from './notify-members';
import { COMMAND_LINE, recordAudit, type AuditActor } from './record-audit';
import { approvalNotice, rejectionNotice } from './subscription-notices';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now' | 'durableJobs'>;
type Decision = Schemas['SubscriptionDecision']['decision'];

export const NOT_PENDING = 'This request is no longer waiting: it was decided or withdrawn meanwhile.';

interface DecisionInput {
  uid: number;
  nid: number;
  decision: Decision;
  /** Shown to the member and kept in the audit log; blank counts as none. */
  reason?: string | undefined;
}

const snapshotOf = (row: PendingSubscriptionRow, status: string) => ({
  nid: String(row.nid),
  resource: row.title,
  uid: String(row.uid),
  email: row.email,
  requested_at: Math.floor(row.createdAt.getTime() / 1000),
  status,
});

/** Applies the decision and its audit-log row in one transaction; false when it was no longer pending. */
async function applyDecision(
  db: Db,
  actor: AuditActor,
  pending: PendingSubscriptionRow,
  decision: Decision,
  reason: string | null,
  at: Date,
) {
  const { uid, nid } = pending;
  return db.transaction(async (tx) => {
    const changed =
      decision === 'approve'
        ? await approvePendingSubscription(tx, { uid, nid, now: at })
        : await rejectPendingSubscription(tx, { uid, nid });
    if (!changed) return false;
    const after = { ...snapshotOf(pending, decision === 'approve' ? 'approved' : 'rejected'), reason };
    await recordAudit(tx, {
      actor,
      action: decision,
      entityType: 'subscription',
      entityId: `${nid}/${uid}`,
      before: snapshotOf(pending, 'pending'),
      after,
      at,
    });
    return true;
  });
}

/** Tells the member (notification, and email unless they turned it off) and says how that went. */
async function tellMember(deps: Deps, email: string, notice: { subject: string; messageHtml: string }): Promise<string> {
  try {
    const { emailed } = await notifyMembers(deps, { ...notice, audience: { emails: [email] } });
    return emailed > 0 ? 'notified; email queued' : 'notified; email notifications are off';
  } catch {
    // The decision stands even when the notice cannot be stored (e.g. the account was blocked since).
    return 'the member could not be notified';
  }
}

/**
 * Approves or rejects one pending subscription (docs/console-code.md, "Approvals"): the console, the
 * admin API and the CLI all decide through here. Approval opens the resource; rejection removes
 * the request (the member may ask again). Either way the member is told, with the reason, and
 * the audit log records who decided. A request no longer pending is a 404 (NOT_PENDING).
 */
export async function decideSubscription(deps: Deps, actor: AuditActor, input: DecisionInput): Promise<string> {
  const { uid, nid, decision } = input;
  const reason = input.reason?.trim() || undefined;
  const [pending] = await listPendingSubscriptionRows(deps.db, { uid, nid });
  if (!pending || !(await applyDecision(deps.db, actor, pending, decision, reason ?? null, deps.now())))
    throw notFound(NOT_PENDING);
  const { title, email } = pending;
  if (decision === 'approve')
    return `Approved: ${title} now opens for ${email} (${await tellMember(deps, email, approvalNotice(title, reason))}).`;
  return `Rejected: ${email} will not get ${title} (${await tellMember(deps, email, rejectionNotice(title, reason))}).`;
}

/** The admin API's and the CLI's decision, by the member's email (recorded as the command line's). */
export async function decidePendingSubscription(
  deps: Deps,
  { nid, email, decision }: Schemas['SubscriptionDecision'],
): Promise<Schemas['SubscriptionDecisionResult']> {
  const missing = notFound(`No pending subscription of ${email} to resource ${nid}.`);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw missing;
  try {
    const message = await decideSubscription(deps, COMMAND_LINE, { uid: user.uid, nid: Number(nid), decision });
    return { nid, email: user.mail, decision, message };
  } catch (error) {
    throw error instanceof HttpError && error.statusCode === 404 ? missing : error;
  }
}
