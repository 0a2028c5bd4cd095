import { defineHandler } from '../api/types';
import { inviteDistributor } from '../auth/invite-distributor';
import type { AppDeps } from '../deps';
import type { HandlerMap } from './index';

/** createInvitation (admin API behind adminAuth; also what `npm run portal -- invite` calls). */
export function createInvitationHandlers(deps: AppDeps): HandlerMap {
  return {
    createInvitation: defineHandler('createInvitation', async (request, reply) => {
      const invitation = await inviteDistributor(deps, request.body);
      return reply.code(201).send(invitation);
    }),
  };
}
