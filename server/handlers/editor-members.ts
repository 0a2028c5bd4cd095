import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { setMemberBlocked } from '../services/block-member';
import { listMemberSubscriptions } from '../services/list-member-subscriptions';
import { listMembers } from '../services/list-members';
import { resendActivation } from '../services/resend-activation';

/** The editor tag, Members: list and search, subscriptions, activation link, block (docs/console-code.md). */
export function createEditorMembersHandlers(deps: AppDeps) {
  return {
    listEditorMembers: async (request) => {
      requireEditor(request);
      return listMembers(deps, request.query);
    },
    listEditorMemberSubscriptions: async (request) => {
      requireEditor(request);
      return listMemberSubscriptions(deps, Number(request.params.uid));
    },
    resendMemberActivationLink: async (request) => resendActivation(deps, requireEditor(request), Number(request.params.uid)),
    setEditorMemberBlocked: async (request) =>
      setMemberBlocked(deps, requireEditor(request), Number(request.params.uid), request.body.blocked),
  } satisfies Partial<Handlers>;
}
