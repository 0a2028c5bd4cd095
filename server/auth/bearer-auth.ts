import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { databaseUnavailable } from '../db/connection-errors';
import { lookUpSession, type SessionAccount, type SessionLookup, type SessionMember } from '../db/sessions.repository';
import { forbidden, unauthorized } from '../errors';
import { previewAudience } from '../preview-scope';
import { previewMember } from './preview-member';
import { isBackgroundRequest } from './background-request';
import { EDITOR_ON_MEMBER_CALL } from './role-messages';
import { sessionEndedMessage } from './session-messages';
import { hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member behind the bearer token, set by the bearerAuth security handler. */
    member: SessionMember | null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The account of the request's live session (member or editor), under the session rules both
 * share: a live session without `idleMinutes` of inactivity is required, and every call not marked
 * as a background call (`X-Background-Request: 1`) counts as activity. Only a missing, unknown or
 * ended session is a 401 (`signInMessage`, or a message saying why it ended); when the session
 * cannot be looked up (database away, queue full) the answer is a 503, so the SPA keeps the
 * account signed in and retries.
 */
export async function liveSessionAccount(
  request: FastifyRequest,
  { db, now, idleMinutes, signInMessage }: { db: Db; now: () => Date; idleMinutes: number; signInMessage?: string },
): Promise<SessionAccount> {
  const token = readBearer(request);
  if (!token) throw unauthorized(signInMessage);
  let lookup: SessionLookup;
  try {
    const touch = !isBackgroundRequest(request);
    lookup = await lookUpSession(db, { accessTokenHash: hashToken(token), now: now(), idleMs: idleMinutes * 60_000, touch });
  } catch (error) {
    throw databaseUnavailable(error);
  }
  if ('endedBecause' in lookup) throw unauthorized(sessionEndedMessage(lookup.endedBecause, idleMinutes));
  return lookup.account;
}

/**
 * Security handler for the `bearerAuth` scheme (member calls): a live member session. An editor's
 * session is refused with a 403 that says where editors work (an editor is not a member).
 */
export function createBearerAuth(db: Db, now: () => Date, idleMinutes: number) {
  return async function bearerAuth(request: FastifyRequest): Promise<void> {
    const audience = previewAudience();
    if (audience !== null) {
      // An editor's preview (server/preview-scope.ts): a stand-in member, or a guest (no session).
      if (audience === 'guest') throw unauthorized();
      request.member = previewMember(audience);
      return;
    }
    const account = await liveSessionAccount(request, { db, now, idleMinutes });
    if (account.userType === null) throw forbidden(EDITOR_ON_MEMBER_CALL);
    request.member = { ...account, userType: account.userType };
  };
}

/** Security handler for the `adminAuth` scheme used by the editor commands. */
export function createAdminAuth(adminToken: string) {
  const expected = hashToken(adminToken);
  return async function adminAuth(request: FastifyRequest): Promise<void> {
    const token = readBearer(request);
    if (!token || hashToken(token) !== expected) throw unauthorized('Admin token required.');
  };
}
