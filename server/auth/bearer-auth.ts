import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { touchSessionByAccessHash, type SessionMember } from '../db/sessions.repository';
import { unauthorized } from '../errors';
import { hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member behind the bearer token, set by the bearerAuth security handler. */
    member: SessionMember | null;
  }
}

export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Security handler for the `bearerAuth` scheme: a live, non-idle session is required. */
export function createBearerAuth(db: Db, now: () => Date) {
  return async function bearerAuth(request: FastifyRequest): Promise<void> {
    const token = readBearer(request);
    if (!token) throw unauthorized();
    const member = await touchSessionByAccessHash(db, hashToken(token), now());
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
