import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { databaseUnavailable } from '../db/connection-errors';
import { touchSessionByAccessHash, type SessionMember } from '../db/sessions.repository';
import { unauthorized } from '../errors';
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
 * Security handler for the `bearerAuth` scheme: a live, non-idle session is required. Only a
 * missing, unknown or expired session is a 401; when the session cannot be looked up (database
 * away, queue full) the answer is a 503, so the SPA keeps the member signed in and retries.
 */
export function createBearerAuth(db: Db, now: () => Date) {
  return async function bearerAuth(request: FastifyRequest): Promise<void> {
    const token = readBearer(request);
    if (!token) throw unauthorized();
    let member: SessionMember | null;
    try {
      member = await touchSessionByAccessHash(db, hashToken(token), now());
    } catch (error) {
      throw databaseUnavailable(error);
    }
    if (!member) throw unauthorized('Your session has expired. Please log in again.');
    request.member = member;
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
