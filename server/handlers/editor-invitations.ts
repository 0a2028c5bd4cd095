import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { resendInvitation, revokeInvitation } from '../services/change-invitation';
import { inviteFromConsole } from '../services/console-invite';
import { importInvitations } from '../services/import-invitations';
import { listInvitations } from '../services/list-invitations';

/** The editor tag, Invitations: the ledger, invite one or a CSV file, resend, revoke (docs/console-code.md). */
export function createEditorInvitationsHandlers(deps: AppDeps) {
  return {
    listEditorInvitations: async (request) => {
      requireEditor(request);
      return listInvitations(deps, request.query);
    },
    createEditorInvitation: async (request, reply) =>
      reply.code(201).send(await inviteFromConsole(deps, requireEditor(request), request.body)),
    importEditorInvitations: async (request) => importInvitations(deps, requireEditor(request), request.body),
    resendEditorInvitation: async (request) => resendInvitation(deps, requireEditor(request), Number(request.params.id)),
    revokeEditorInvitation: async (request) => revokeInvitation(deps, requireEditor(request), Number(request.params.id)),
  } satisfies Partial<Handlers>;
}
