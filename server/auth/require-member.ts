import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../db/sessions.repository';
import { forbidden, unauthorized } from '../errors';

/**
 * The signed-in caller. bearerAuth has run for every call that reaches here, but calls that also
 * admit guests (a placeholder bearer) leave `request.member` null, so this still answers 401.
 */
export function requireMember(request: FastifyRequest, message?: string): SessionMember {
  if (!request.member) throw unauthorized(message);
  return request.member;
}

/**
 * The owner rule, in one place: a uid in the path (or a filter or body) must be the signed-in
 * member's own, so nobody reads or changes another member's data. 403 for anyone else's.
 */
export function requireOwner(request: FastifyRequest, uid: string, message?: string): SessionMember {
  const member = requireMember(request);
  if (String(member.uid) !== uid) throw forbidden(message);
  return member;
}
