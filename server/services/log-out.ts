import { hashToken } from '../auth/tokens';
import { findSessionById, revokeSession, type SessionAccount } from '../db/sessions.repository';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../errors';

/**
 * Ends the session of a member or an editor. Both tokens from the login response must match the session's, so
 * a page that only knows the bearer token cannot sign the member out.
 */
export async function logOut(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  member: Pick<SessionAccount, 'sessionId'>,
  { logoutToken, csrfToken }: { logoutToken: string; csrfToken: string },
): Promise<void> {
  const session = await findSessionById(db, member.sessionId);
  if (!session) throw unauthorized();
  if (hashToken(logoutToken) !== session.logoutTokenHash) throw forbidden('Invalid logout token.');
  if (hashToken(csrfToken) !== session.csrfTokenHash) throw forbidden('Invalid CSRF token.');
  await revokeSession(db, session.id, now());
}
