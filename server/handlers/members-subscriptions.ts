import type { Handlers, Schemas } from '../api/types';
import { requireOwner } from '../auth/require-member';
import { deleteSubscription, listSubscriptionsOf } from '../db/subscriptions.repository';
import type { AppDeps } from '../deps';
import { subscribeToResource } from '../services/subscribe-to-resource';

const NOT_YOURS = 'You can only manage your own resources.';

/** The members tag, My Resources: list, add and remove the signed-in member's subscriptions. */
export function createSubscriptionHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    listSubscribedResources: async (request) => {
      const member = requireOwner(request, request.params.uid, NOT_YOURS);
      const rows = await listSubscriptionsOf(db, { uid: member.uid, userType: member.userType });
      return rows.map(({ resource, status }): Schemas['SubscribedResource'] => ({
        nid: String(resource.nid),
        slug_url: `/${resource.slugUrl}`,
        icon: resource.icon,
        title: resource.title,
        required_approval: resource.requiredApproval ? 1 : 0,
        approved: status === 'approved' ? 1 : 0,
        web_app_url: resource.webAppUrl,
        mobile_app_url: resource.mobileAppUrl,
      }));
    },
    addSubscription: async (request) => {
      const member = requireOwner(request, request.body.uid, NOT_YOURS);
      return subscribeToResource(deps, member, Number(request.body.nid));
    },
    removeSubscription: async (request) => {
      const member = requireOwner(request, request.params.uid, NOT_YOURS);
      const removed = await deleteSubscription(db, { uid: member.uid, nid: Number(request.params.nid) });
      return {
        status: 'success' as const,
        message: removed ? 'The resource has been removed from My Resources.' : 'The resource was not in My Resources.',
      };
    },
  } satisfies Partial<Handlers>;
}
