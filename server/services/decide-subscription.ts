import type { Schemas } from '../api/types';
import { findConsoleResource } from '../db/console-resources.repository';
import { approvePendingSubscription, rejectPendingSubscription } from '../db/subscriptions.repository';
import { findUserByEmail } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { escapeHtml } from '../mail/templates/layout';
import { notifyMembers } from './notify-members';

/**
 * Approves or rejects one pending subscription (admin API and the CLI's local fallback). Approval
 * leaves the member a notification and, unless they turned email notifications off, an email
 * (both through notifyMembers).
 */
export async function decidePendingSubscription(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  { nid, email, decision }: Schemas['SubscriptionDecision'],
): Promise<Schemas['SubscriptionDecisionResult']> {
  const { db, now } = deps;
  const [user, resource] = await Promise.all([findUserByEmail(db, email), findConsoleResource(db, Number(nid))]);
  const missing = notFound(`No pending subscription of ${email} to resource ${nid}.`);
  if (!user || !resource) throw missing;

  if (decision === 'reject') {
    if (!(await rejectPendingSubscription(db, { uid: user.uid, nid: resource.nid }))) throw missing;
    return { nid, email: user.mail, decision, message: `Rejected: ${user.mail} will not get ${resource.title}.` };
  }

  if (!(await approvePendingSubscription(db, { uid: user.uid, nid: resource.nid, now: now() }))) throw missing;
  const approved = `Approved: ${resource.title} now opens for ${user.mail}`;
  try {
    const { emailed, failed } = await notifyMembers(deps, { ...approvalNotice(resource.title), audience: { email: user.mail } });
    const mailNote =
      emailed > 0
        ? 'notified and emailed'
        : failed > 0
          ? 'notified; the email could not be sent'
          : 'notified; email notifications are off';
    return { nid, email: user.mail, decision, message: `${approved} (${mailNote}).` };
  } catch {
    // The approval stands even when the notice cannot be stored (e.g. the account was blocked since).
    return { nid, email: user.mail, decision, message: `${approved} (the member could not be notified).` };
  }
}

/** The notification a member gets when an editor approves their request. */
function approvalNotice(title: string): { subject: string; messageHtml: string } {
  return {
    subject: `Access approved: ${title}`,
    messageHtml: `<p>Your request for <strong>${escapeHtml(title)}</strong> has been approved. You can now open it from My Resources.</p>`,
  };
}
