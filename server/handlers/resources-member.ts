import type { FastifyRequest } from 'fastify';
import { defineHandler, type Schemas } from '../api/types';
import type { SessionMember } from '../db/sessions.repository';
import { findResourceByNid, findResourceBySlug, listResourcesFor } from '../db/resources.repository';
import {
  addSubscriptionOnce,
  deleteSubscription,
  listSubscriptionsOf,
  subscriptionStatusesOf,
} from '../db/subscriptions.repository';
import type { AppDeps } from '../deps';
import { forbidden, notFound, unauthorized } from '../errors';
import { createApprovalHandlers } from './admin-approvals';
import type { HandlerMap } from './index';
import { toResourceDto } from './resource-dto';

/** The member set by bearerAuth; the contract puts every call here behind it. */
function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw unauthorized();
  return request.member;
}

/** A uid in the path or body must be the caller's own: nobody reads or changes another's list. */
function assertOwnUid(member: SessionMember, uid: string): void {
  if (Number(uid) !== member.uid) throw forbidden('You can only manage your own resources.');
}

const isOpenTo = (userTypes: string[], userType: string) => userTypes.includes(userType);

/**
 * Signed-in resource calls: the protected list and detail (with `approved` from the caller's
 * subscription) and My Resources (list, add, remove), plus the editors' approval calls.
 */
export function createMemberResourceHandlers(deps: AppDeps): HandlerMap {
  const { db, now } = deps;
  return {
    ...createApprovalHandlers(deps),
    // The contract returns every user type here; the SPA narrows it to the addable ones.
    listProtectedResources: defineHandler('listProtectedResources', async (request) => {
      const member = memberOf(request);
      const [rows, statuses] = await Promise.all([listResourcesFor(db), subscriptionStatusesOf(db, member.uid)]);
      return rows.map((row) => toResourceDto(row, statuses.get(row.nid) === 'approved' ? 1 : 0));
    }),

    getProtectedResourceDetail: defineHandler('getProtectedResourceDetail', async (request) => {
      const member = memberOf(request);
      const row = await findResourceBySlug(db, request.query.alias.replace(/^\//, ''));
      // Empty, not 404 or 403: the SPA sends the member home, and nothing tells hidden from missing.
      if (!row || !isOpenTo(row.userType, member.userType)) return [];
      const statuses = await subscriptionStatusesOf(db, member.uid);
      return [toResourceDto(row, statuses.get(row.nid) === 'approved' ? 1 : 0)];
    }),

    listSubscribedResources: defineHandler('listSubscribedResources', async (request) => {
      const member = memberOf(request);
      assertOwnUid(member, request.params.uid);
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
    }),

    addSubscription: defineHandler('addSubscription', async (request) => {
      const member = memberOf(request);
      assertOwnUid(member, request.body.uid);
      const resource = await findResourceByNid(db, Number(request.body.nid));
      if (!resource) throw notFound('No such resource.');
      if (!isOpenTo(resource.userType, member.userType)) throw forbidden('This resource is not available for your account type.');
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
      return { status: 'success' as const, message };
    }),

    removeSubscription: defineHandler('removeSubscription', async (request) => {
      const member = memberOf(request);
      assertOwnUid(member, request.params.uid);
      const removed = await deleteSubscription(db, { uid: member.uid, nid: Number(request.params.nid) });
      return {
        status: 'success' as const,
        message: removed ? 'The resource has been removed from My Resources.' : 'The resource was not in My Resources.',
      };
    }),
  };
}
