import type { Schemas } from '../api/types';
import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SessionMember } from '../db/sessions.repository';
import { findUserByUid, setPasswordAndRevokeSessions } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { recordSignIn } from './record-sign-in';

const OLD_PASSWORD_WRONG = 'Your old password is incorrect.';
const PASSWORD_CHANGED = 'Your password has been changed.';

/**
 * The password-change shape of updateUser (`pass: [{existing, value}]`). Every other session of
 * the member ends; the current one stays so the SPA's follow-up logout succeeds. The change is
 * listed in the member's sign-in history.
 */
export async function changePassword(
  deps: AppDeps,
  member: SessionMember,
  [change]: Schemas['PasswordChange']['pass'],
  client: ClientInfo,
): Promise<{ message: string }> {
  const { db, now } = deps;
  const user = await findUserByUid(db, member.uid);
  if (!user) throw notFound();
  const account = user.mail.toLowerCase();
  // A stolen session must not turn into an unlimited password oracle: wrong old passwords count as failed logins.
  await assertFlood(deps, FLOOD_RULES.failedLoginAccount, account);
  if (!change || !(await verifyPassword(user.passHash, change.existing))) {
    await registerFlood(deps, FLOOD_RULES.failedLoginAccount, account);
    throw badRequest(OLD_PASSWORD_WRONG);
  }
  assertPasswordAllowed(change.value);
  const passHash = await hashPassword(change.value);
  await setPasswordAndRevokeSessions(db, { uid: user.uid, passHash, now: now(), keepSessionId: member.sessionId });
  await recordSignIn(deps, user.uid, 'password_changed', client);
  return { message: PASSWORD_CHANGED };
}
