import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a notification mail's one-click unsubscribe link (RFC 8058): the member's uid and
 * an HMAC of it under a key derived from the portal's secret. It only turns that member's email
 * notifications off, so it needs no expiry: a link from an old mail still works, as mail clients
 * expect. Derived, not the secret itself, so it can never stand in for an invitation signature.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('one-click-unsubscribe/1').digest();

const macOf = (secret: string, uid: number) =>
  createHmac('sha256', keyOf(secret)).update(`unsubscribe:${uid}`).digest('base64url');

export function unsubscribeToken(secret: string, uid: number): string {
  return `${uid}.${macOf(secret, uid)}`;
}

/** The uid a token was made for, or null for a token this portal did not make. */
export function uidOfUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,8})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const uid = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(macOf(secret, uid));
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
}
