import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../db/sessions.repository';
import { forbidden, unauthorized } from '../errors';

/** The signed-in caller (bearerAuth has run); every members call acts for them only. */
export function requireMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw unauthorized();
  return request.member;
}

/** The caller, when `uid` (from the path or a filter) is their own; 403 for anyone else's. */
export function requireOwner(request: FastifyRequest, uid: string): SessionMember {
  const member = requireMember(request);
  if (String(member.uid) !== uid) throw forbidden();
  return member;
}
