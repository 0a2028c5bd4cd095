import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { databaseUnavailable } from '../db/connection-errors';
import { lookUpSession, type SessionLookup, type SessionMember } from '../db/sessions.repository';
import { unauthorized } from '../errors';
import { isBackgroundRequest } from './background-request';
import { sessionEndedMessage } from './session-messages';
import { hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member behind the bearer token, set by the bearerAuth security handler. */
    member: SessionMember | null;
  }
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Security handler for the `bearerAuth` scheme: a live session without `idleMinutes` of
 * inactivity is required, and every call that is not marked as a background call
 * (`X-Background-Request: 1`) counts as member activity. Only a missing, unknown or ended session
 * is a 401 (its message says why it ended); when the session cannot be looked up (database away,
 * queue full) the answer is a 503, so the SPA keeps the member signed in and retries.
 */
export function createBearerAuth(db: Db, now: () => Date, idleMinutes: number) {
  const idleMs = idleMinutes * 60_000;
  return async function bearerAuth(request: FastifyRequest): Promise<void> {
    const token = readBearer(request);
    if (!token) throw unauthorized();
    let lookup: SessionLookup;
    try {
      const touch = !isBackgroundRequest(request);
      lookup = await lookUpSession(db, { accessTokenHash: hashToken(token), now: now(), idleMs, touch });
    } catch (error) {
      throw databaseUnavailable(error);
    }
    if ('endedBecause' in lookup) throw unauthorized(sessionEndedMessage(lookup.endedBecause, idleMinutes));
    request.member = lookup.member;
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
