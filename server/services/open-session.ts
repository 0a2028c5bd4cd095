import type { ClientInfo } from '../auth/client-info';
import { hashToken, newToken } from '../auth/tokens';
import { createSession } from '../db/sessions.repository';
import type { AppDeps } from '../deps';

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
