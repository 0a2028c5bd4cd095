import type { SessionEditor } from '../auth/editor-auth';
import type { Schemas } from '../api/types';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { editorActor } from './console-change';
import { decideSubscription } from './decide-subscription';

/**
 * The console's Approve / Reject of many requests (docs/console-code.md, "Approvals"): each item is
 * decided on its own, in order, so one no longer pending is reported and the others go ahead.
 * Anything but a refusal (the database away) still fails the whole call.
 */
export async function decideApprovals(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now' | 'durableJobs'>,
  editor: SessionEditor,
  { decision, reason, items }: Schemas['ApprovalDecisions'],
): Promise<Schemas['ApprovalDecisionResult'][]> {
  const results: Schemas['ApprovalDecisionResult'][] = [];
  for (const { nid, uid } of items) {
    try {
      const message = await decideSubscription(deps, editorActor(editor), {
        uid: Number(uid),
        nid: Number(nid),
        decision,
        reason,
      });
      results.push({ nid, uid, ok: true, message });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      results.push({ nid, uid, ok: false, message: error.message });
    }
  }
  return results;
}
