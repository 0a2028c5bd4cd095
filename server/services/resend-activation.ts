import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { issueActivationLink, mailActivationLink } from './account-emails';
import { editorActor } from './console-change';
import { memberState } from './member-state';
import { requireMember } from './member-summary';
import { recordAudit } from './record-audit';

const NOT_PENDING = 'This member has already activated their account: there is no activation link to send.';

/**
 * `POST /api/editor/members/{uid}/activation-link`: a fresh activation link (older ones stop
 * working), issued and mailed by the registration's own service, with its audit-log row (never
 * the link). Only for a member who has not activated yet.
 */
export async function resendActivation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  editor: SessionEditor,
  uid: number,
): Promise<Schemas['Message']> {
  const { db, config } = deps;
  const at = deps.now();
  const member = await requireMember(db, uid);
  if (memberState(member) !== 'not_activated') throw badRequest(NOT_PENDING);
  const link = await db.transaction(async (tx) => {
    const issued = await issueActivationLink(tx, config.publicUrl, uid, at);
    await recordAudit(tx, {
      actor: editorActor(editor),
      action: 'resend_activation',
      entityType: 'member',
      entityId: uid,
      before: null,
      after: { uid, email: member.mail },
      at,
    });
    return issued;
  });
  await mailActivationLink(deps, member, link);
  return { message: `Activation link sent to ${member.mail}.` };
}
