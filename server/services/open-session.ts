import type { ClientInfo } from '../auth/client-info';
import { hashToken, newToken } from '../auth/tokens';
import { sessionInsert, type NewSession } from '../db/sessions.repository';
import type { AppDeps } from '../deps';
import { recordSignIn } from './record-sign-in';

/** The three tokens of a new session, as the login responses carry them (only their hashes are stored). */
export interface SessionTokens {
  accessToken: string;
  logoutToken: string;
  csrfToken: string;
}

/**
 * A successful sign-in (members and editors alike): its session and its history row, written by
 * one statement, so they commit together (no session without its history row) in one round trip
 * to the database instead of a transaction of five (docs/performance.md, "What the server does").
 */
export async function openSignedInSession(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  uid: number,
  client: ClientInfo,
): Promise<SessionTokens> {
  const tokens = { accessToken: newToken(), logoutToken: newToken(), csrfToken: newToken() };
  const session: NewSession = {
    uid,
    accessTokenHash: hashToken(tokens.accessToken),
    logoutTokenHash: hashToken(tokens.logoutToken),
    csrfTokenHash: hashToken(tokens.csrfToken),
    userAgent: client.userAgent,
    ipPrefix: client.ipPrefix,
    now: now(),
  };
  await recordSignIn({ db, now }, uid, 'success', client, [db.$with('new_session').as(sessionInsert(db, session))]);
  return tokens;
}
