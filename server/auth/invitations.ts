import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** How long an invitation link stays valid. */
const INVITATION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** The invitation claims (spec §3: eid, firstname, lastname, dname, country) plus jti and exp. */
interface InvitationClaims {
  eid: string;
  firstname: string;
  lastname: string;
  dname: string;
  /** Country id (ISO alpha-2), as a distributor's registration sends it. */
  country: string;
  jti: string;
  /** Unix seconds. */
  exp: number;
}

type InvitationValues = Omit<InvitationClaims, 'jti' | 'exp'>;

function keyBytes(invitationKey: string): Uint8Array {
  return new Uint8Array(Buffer.from(invitationKey, 'base64url'));
}

/** Signs an HS256 invitation token for the given values. */
export async function signInvitation(
  invitationKey: string,
  values: InvitationValues,
  now: Date,
): Promise<{ jwt: string; claims: InvitationClaims }> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: InvitationClaims = { ...values, jti: randomUUID(), exp: iat + Math.floor(INVITATION_LIFETIME_MS / 1000) };
  const jwt = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .sign(keyBytes(invitationKey));
  return { jwt, claims };
}

type InvitationCheck = { ok: true; claims: InvitationClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature (HS256 only), expiry against the app clock, and the claims' shape. */
export async function verifyInvitation(invitationKey: string, jwt: string, now: Date): Promise<InvitationCheck> {
  try {
    const { payload } = await jwtVerify(jwt, keyBytes(invitationKey), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'jti'],
    });
    const fields = ['eid', 'firstname', 'lastname', 'dname', 'country', 'jti'] as const;
    if (!fields.every((f) => typeof payload[f] === 'string') || typeof payload.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as unknown as InvitationClaims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
