import { sql } from 'drizzle-orm';
import type { ClientInfo } from '../auth/client-info';
import { hashToken, newToken } from '../auth/tokens';
import { sessionExpiry, sessionInsert } from '../db/sessions.repository';
import { signInEventKeeping, type SignInFactor } from '../db/sign-in-events.repository';
import { isForeignKeyViolation } from '../db/constraint-errors';
import { oncePerDatabase } from '../db/sql-text';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { INVALID_LOGIN } from './check-credentials';
import { SIGN_IN_HISTORY_SIZE } from './record-sign-in';

/** The three tokens of a new session, as the login responses carry them (only their hashes are stored). */
export interface SessionTokens {
  accessToken: string;
  logoutToken: string;
  csrfToken: string;
}

/**
 * A successful sign-in's writes, prepared once per database: the new session and the history row
 * (with the history's pruning) as data-modifying WITHs of one statement.
 */
const preparedSignInWrite = oncePerDatabase((db) => {
  const uid = sql.placeholder('uid');
  const userAgent = sql.placeholder('userAgent');
  const ipPrefix = sql.placeholder('ipPrefix');
  const now = sql.placeholder('now');
  const newSession = sessionInsert(db, {
    uid,
    accessTokenHash: sql.placeholder('accessTokenHash'),
    logoutTokenHash: sql.placeholder('logoutTokenHash'),
    csrfTokenHash: sql.placeholder('csrfTokenHash'),
    userAgent,
    ipPrefix,
    now,
    expiresAt: sql.placeholder('expiresAt'),
  });
  const factor = sql.placeholder('factor');
  return signInEventKeeping(db, { uid, outcome: 'success', factor, userAgent, ipPrefix, now }, SIGN_IN_HISTORY_SIZE, [
    db.$with('new_session').as(newSession),
  ]).prepare('sign_in_success');
});

/**
 * A successful sign-in (members and editors alike): its session and its history row (with the
 * `factor` that completed it: the password alone, or a second factor), written by
 * one statement, so they commit together (no session without its history row) in one round trip
 * to the database instead of a transaction of five (docs/performance.md, "What the server does").
 */
export async function openSignedInSession(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  uid: number,
  client: ClientInfo,
  factor: SignInFactor = 'password',
): Promise<SessionTokens> {
  const tokens = { accessToken: newToken(), logoutToken: newToken(), csrfToken: newToken() };
  const at = now();
  await preparedSignInWrite(db)
    .execute({
      uid,
      accessTokenHash: hashToken(tokens.accessToken),
      logoutTokenHash: hashToken(tokens.logoutToken),
      csrfTokenHash: hashToken(tokens.csrfToken),
      userAgent: client.userAgent,
      ipPrefix: client.ipPrefix,
      now: at,
      expiresAt: sessionExpiry(at),
      factor,
    })
    .catch((error: unknown) => {
      // The account was deleted between its password check and this write (issue 40): no session
      // for it, and the same answer as for an account that does not exist.
      if (isForeignKeyViolation(error)) throw badRequest(INVALID_LOGIN);
      throw error;
    });
  return tokens;
}
