import type { Handlers } from '../api/types';
import { requireMember } from '../auth/require-member';
import type { AppDeps } from '../deps';
import { endOtherSessions, endSession } from '../services/end-sessions';
import { listSessions } from '../services/list-sessions';
import { listSignInHistory } from '../services/list-sign-in-history';

/** The security tag: the signed-in member's own sessions and sign-in history. */
export function createSecurityHandlers(deps: AppDeps) {
  return {
    listSessions: async (request) => listSessions(deps, requireMember(request)),
    endSession: async (request) => endSession(deps, requireMember(request), Number(request.params.id)),
    endOtherSessions: async (request) => endOtherSessions(deps, requireMember(request)),
    listSignInHistory: async (request) => listSignInHistory(deps, requireMember(request).uid),
  } satisfies Partial<Handlers>;
}
