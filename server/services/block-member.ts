import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import { setMemberStatus } from '../db/members.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { editorActor } from './console-change';
import { endAllSessions } from './end-sessions';
import { memberState } from './member-state';
import { requireMember, toMemberSummary } from './member-summary';
import { recordAudit } from './record-audit';

const NOT_ACTIVATED = 'This member has not activated their account yet, so they cannot sign in: there is nothing to block.';

/**
 * `PUT /api/editor/members/{uid}/blocked`: in one transaction the status (`blocked` or `active`),
 * on blocking the end of every session of the member, and the `block`/`unblock` audit row.
 * Setting the state the member is already in changes and records nothing.
 */
export async function setMemberBlocked(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  editor: SessionEditor,
  uid: number,
  blocked: boolean,
): Promise<Schemas['MemberSummary']> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const member = await requireMember(tx, uid);
    const state = memberState(member);
    if (state === 'not_activated') throw badRequest(NOT_ACTIVATED);
    if ((state === 'blocked') === blocked) return toMemberSummary(member);
    await setMemberStatus(tx, uid, blocked ? 'blocked' : 'active');
    const ended = blocked ? await endAllSessions({ ...deps, db: tx, now: () => at }, uid, 'blocked') : 0;
    await recordAudit(tx, {
      actor: editorActor(editor),
      action: blocked ? 'block' : 'unblock',
      entityType: 'member',
      entityId: uid,
      before: { uid, email: member.mail, status: state },
      after: { uid, email: member.mail, status: blocked ? 'blocked' : 'active', ...(blocked ? { sessions_ended: ended } : {}) },
      at,
    });
    return toMemberSummary(await requireMember(tx, uid));
  });
}
