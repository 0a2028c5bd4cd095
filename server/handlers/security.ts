import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../api/types';
import { clientInfo } from '../auth/client-info';
import { requireMember } from '../auth/require-member';
import type { AppDeps } from '../deps';
import { endOtherSessions, endSession } from '../services/end-sessions';
import { listSessions } from '../services/list-sessions';
import { listSignInHistory } from '../services/list-sign-in-history';
import { reportUnknownSignIn } from '../services/report-unknown-sign-in';
import {
  confirmTotpSetup,
  listSecondFactors,
  regenerateRecoveryCodes,
  removeTotp,
  startTotpSetup,
  type FactorOwner,
} from '../services/second-factors';

/** The security tag: the signed-in member's own sessions, sign-in history and second factors, and "This wasn't me". */
export function createSecurityHandlers(deps: AppDeps) {
  return {
    listSessions: async (request) => listSessions(deps, requireMember(request)),
    endSession: async (request) => endSession(deps, requireMember(request), Number(request.params.id)),
    endOtherSessions: async (request) => endOtherSessions(deps, requireMember(request)),
    listSignInHistory: async (request) => listSignInHistory(deps, requireMember(request).uid),
    reportUnknownSignIn: async (request) => reportUnknownSignIn(deps, request.body, clientInfo(request)),

    // Second factors (docs/second-factors.md): the same services as the editors' (editor-security.ts).
    listSecondFactors: async (request) => listSecondFactors(deps, memberOwner(request)),
    startTotpSetup: async (request) => startTotpSetup(deps, memberOwner(request)),
    confirmTotpSetup: async (request) =>
      confirmTotpSetup(deps, memberOwner(request), request.body.totp_code, clientInfo(request)),
    regenerateRecoveryCodes: async (request) => regenerateRecoveryCodes(deps, memberOwner(request), clientInfo(request)),
    removeTotp: async (request) => removeTotp(deps, memberOwner(request), clientInfo(request)),
  } satisfies Partial<Handlers>;
}

/** The signed-in member as the owner of the factors managed. */
function memberOwner(request: FastifyRequest): FactorOwner {
  const { uid, sessionId, mail } = requireMember(request);
  return { uid, sessionId, mail, isEditor: false };
}
