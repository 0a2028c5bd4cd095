import type { Schemas } from '../api/types';
import { findResourceByNid } from '../db/resources.repository';
import type { SessionMember } from '../db/sessions.repository';
import { addSubscriptionOnce } from '../db/subscriptions.repository';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../errors';

/**
 * Adds a resource to the member's My Resources: at once when it needs no approval, otherwise as a
 * pending request for the editors (`npm run portal -- approvals`). Adding twice changes nothing.
 */
export async function subscribeToResource(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  member: Pick<SessionMember, 'uid' | 'userType'>,
  nid: number,
): Promise<Schemas['SubscriptionResult']> {
  const resource = await findResourceByNid(db, nid);
  if (!resource) throw notFound('No such resource.');
  if (!resource.userType.includes(member.userType)) throw forbidden('This resource is not available for your account type.');
  const { status, isNew } = await addSubscriptionOnce(db, {
    uid: member.uid,
    nid: resource.nid,
    status: resource.requiredApproval ? 'pending' : 'approved',
    now: now(),
  });
  const message =
    status === 'pending'
      ? 'Your request has been sent for approval.'
      : isNew
        ? 'The resource has been added to My Resources.'
        : 'The resource is already in My Resources.';
  return { status: 'success', message };
}
