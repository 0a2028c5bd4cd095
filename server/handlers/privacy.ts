import type { Handlers } from '../api/types';
import { requireMember } from '../auth/require-member';
import type { AppDeps } from '../deps';
import { acceptConsent } from '../services/accept-consent';
import { deleteAccount } from '../services/delete-account';
import { exportFileName, exportUserData } from '../services/export-user-data';
import { listConsents } from '../services/list-consents';
import { listPendingConsents } from '../services/list-pending-consents';

/** The privacy tag: the signed-in member's data export, account deletion and consents (Settings → Privacy). */
export function createPrivacyHandlers(deps: AppDeps) {
  return {
    exportUserData: async (request, reply) => {
      const data = await exportUserData(deps, requireMember(request));
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(deps.now())}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
    deleteAccount: async (request) => deleteAccount(deps, requireMember(request), request.body.pass, request.log),
    listConsents: async (request) => listConsents(deps, requireMember(request).uid),
    acceptConsent: async (request, reply) =>
      reply.code(201).send(await acceptConsent(deps, requireMember(request).uid, request.body)),
    listPendingConsents: async (request) => listPendingConsents(deps, requireMember(request).uid),
  } satisfies Partial<Handlers>;
}
