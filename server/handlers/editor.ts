import type { Handlers } from '../api/types';
import { clientInfo } from '../auth/client-info';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { listAuditEntries } from '../services/list-audit-entries';
import { logInEditor } from '../services/log-in-editor';
import { logOut } from '../services/log-out';
import { setEditorPassword } from '../services/set-editor-password';
import { undoAuditEntry } from '../services/undo-audit-entry';

/** The editor tag: the editor console's sign-in, its session and the audit log (docs/console-code.md). */
export function createEditorHandlers(deps: AppDeps) {
  return {
    setEditorPassword: async (request) => setEditorPassword(deps, request.body, clientInfo(request)),
    loginEditor: async (request) => logInEditor(deps, request.body, clientInfo(request)),
    logoutEditor: async (request, reply) => {
      await logOut(deps, requireEditor(request), {
        logoutToken: request.query.token,
        csrfToken: request.headers['x-csrf-token'],
      });
      return reply.code(204).send();
    },
    getCurrentEditor: async (request) => {
      const { uid, mail, firstName, lastName } = requireEditor(request);
      return { uid: String(uid), email: mail, first_name: firstName, last_name: lastName };
    },
    listAuditEntries: async (request) => {
      requireEditor(request);
      return listAuditEntries(deps, request.query);
    },
    undoAuditEntry: async (request) => undoAuditEntry(deps, requireEditor(request), Number(request.params.id)),
  } satisfies Partial<Handlers>;
}
