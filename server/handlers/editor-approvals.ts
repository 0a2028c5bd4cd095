import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { decideApprovals } from '../services/decide-approvals';
import { listConsoleApprovals } from '../services/list-pending-approvals';

/** The editor tag, the Approvals queue (docs/console-code.md). */
export function createEditorApprovalHandlers(deps: AppDeps) {
  return {
    listEditorApprovals: async (request) => {
      requireEditor(request);
      return listConsoleApprovals(deps, { resource: request.query.resource, olderThanDays: request.query.older_than_days });
    },
    decideEditorApprovals: async (request) => decideApprovals(deps, requireEditor(request), request.body),
  } satisfies Partial<Handlers>;
}
