import type { ClientInfo } from '../auth/client-info';
import { hashToken, newToken } from '../auth/tokens';
import { createSession } from '../db/sessions.repository';
import type { AppDeps } from '../deps';
import { recordSignIn } from './record-sign-in';

/** The three tokens of a new session, as the login responses carry them (only their hashes are stored). */
export interface SessionTokens {
  accessToken: string;
  logoutToken: string;
  csrfToken: string;
}

/** Opens a session for an account whose credentials were checked (members and editors alike). */
export async function openSession(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  uid: number,
  client: ClientInfo,
): Promise<SessionTokens> {
  const tokens = { accessToken: newToken(), logoutToken: newToken(), csrfToken: newToken() };
  await createSession(db, {
    uid,
    accessTokenHash: hashToken(tokens.accessToken),
    logoutTokenHash: hashToken(tokens.logoutToken),
    csrfTokenHash: hashToken(tokens.csrfToken),
    userAgent: client.userAgent,
    ipPrefix: client.ipPrefix,
    now: now(),
  });
  return tokens;
}

/**
 * A successful sign-in (members and editors alike): its session and its history row, in one
 * transaction: one commit instead of two (docs/performance.md, "What the server does"). No session
 * without its history row.
 */
export function openSignedInSession(deps: Pick<AppDeps, 'db' | 'now'>, uid: number, client: ClientInfo): Promise<SessionTokens> {
  return deps.db.transaction(async (tx) => {
    const tokens = await openSession({ ...deps, db: tx }, uid, client);
    await recordSignIn({ ...deps, db: tx }, uid, 'success', client);
    return tokens;
  });
}
