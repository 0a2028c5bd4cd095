import type { Handlers } from '../api/types';
import { clientInfo } from '../auth/client-info';
import { requireMember } from '../auth/require-member';
import type { AppDeps } from '../deps';
import { endOtherSessions, endSession } from '../services/end-sessions';
import { listSessions } from '../services/list-sessions';
import { listSignInHistory } from '../services/list-sign-in-history';
import { reportUnknownSignIn } from '../services/report-unknown-sign-in';

/** The security tag: the signed-in member's own sessions and sign-in history, and "This wasn't me". */
export function createSecurityHandlers(deps: AppDeps) {
  return {
    listSessions: async (request) => listSessions(deps, requireMember(request)),
    endSession: async (request) => endSession(deps, requireMember(request), Number(request.params.id)),
    endOtherSessions: async (request) => endOtherSessions(deps, requireMember(request)),
    listSignInHistory: async (request) => listSignInHistory(deps, requireMember(request).uid),
    reportUnknownSignIn: async (request) => reportUnknownSignIn(deps, request.body, clientInfo(request)),
  } satisfies Partial<Handlers>;
}
