import type { Schemas } from '../api/types';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { verifyInvitation } from '../auth/invitations';
import { findInvitationByJti, markInvitationOpened } from '../db/invitations.repository';
import type { AppDeps } from '../deps';
import { HttpError, forbidden } from '../errors';
import { INVITATION_INVALID } from './check-registration';
import { invitationStatus } from './invitation-status';

/** 410: revoked, replaced by a resend, or never issued here; the SPA goes home with nothing prefilled. */
export const INVITATION_GONE = 'This invitation link is no longer valid.';

/** 409: the distributor has registered with it; the SPA goes home and offers to log in. */
export const INVITATION_USED = 'This invitation has already been used to create an account. Please log in.';

const gone = () => new HttpError(410, INVITATION_GONE);

/**
 * `POST /api/invitations/open`: the registration page loads an invitation. Verifies the signature
 * and expiry, finds the stored row by the current jti, records `opened_at` the first time, and
 * answers the claims of the STORED row. Every refusal counts against the caller's IP like other
 * refused links (`FLOOD_RULES.failedTokenIp`).
 */
export async function openInvitation(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now' | 'config'>,
  jwt: string,
  ip: string,
): Promise<Schemas['InvitationClaims']> {
  await assertFlood(deps, FLOOD_RULES.failedTokenIp, ip);
  try {
    return await open(deps, jwt);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) await registerFlood(deps, FLOOD_RULES.failedTokenIp, ip);
    throw error;
  }
}

async function open({ db, secrets, now }: Pick<AppDeps, 'db' | 'secrets' | 'now'>, jwt: string) {
  const at = now();
  const check = await verifyInvitation(secrets.invitationKey, jwt, at);
  if (!check.ok) throw forbidden(INVITATION_INVALID);
  const row = await findInvitationByJti(db, check.claims.jti);
  if (!row) throw gone();
  const status = invitationStatus(row, at);
  if (status === 'revoked') throw gone();
  if (status === 'accepted') throw new HttpError(409, INVITATION_USED);
  if (status === 'expired') throw forbidden(INVITATION_INVALID);
  await markInvitationOpened(db, row.id, at);
  return { eid: row.email, firstname: row.firstName, lastname: row.lastName, dname: row.companyName, country: row.countryId };
}
