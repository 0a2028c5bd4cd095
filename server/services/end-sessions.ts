import type { Schemas } from '../api/types';
import {
  revokeAllSessions,
  revokeOtherSessions,
  revokeOwnSession,
  type SessionEndReason,
  type SessionMember,
} from '../db/sessions.repository';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

const SESSION_NOT_FOUND = 'This session does not exist or has already ended.';

/** Ends one of the member's own live sessions at once; any other id is a 404 (no hint whose it is). */
export async function endSession(
  { db, now, config }: Deps,
  member: SessionMember,
  id: number,
): Promise<Schemas['SessionsEnded']> {
  const ended = await revokeOwnSession(db, { uid: member.uid, id, now: now(), idleMs: config.sessionIdleMinutes * 60_000 });
  if (!ended) throw notFound(SESSION_NOT_FOUND);
  return { message: 'The session has been signed out.', ended: 1 };
}

/** Ends every live session of the member except the caller's. */
export async function endOtherSessions({ db, now, config }: Deps, member: SessionMember): Promise<Schemas['SessionsEnded']> {
  const ended = await revokeOtherSessions(db, {
    uid: member.uid,
    keepId: member.sessionId,
    now: now(),
    idleMs: config.sessionIdleMinutes * 60_000,
  });
  const message =
    ended === 0
      ? 'There were no other sessions to sign out.'
      : `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`;
  return { message, ended };
}

/**
 * Ends every live session of the member, the caller's too, for `reason` (e.g. a "This wasn't me"
 * report); returns how many. `db` may be a transaction.
 */
export async function endAllSessions({ db, now, config }: Deps, uid: number, reason: SessionEndReason): Promise<number> {
  return revokeAllSessions(db, { uid, now: now(), idleMs: config.sessionIdleMinutes * 60_000, reason });
}
