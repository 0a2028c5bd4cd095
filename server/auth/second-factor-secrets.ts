import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Secrets } from '../secrets';
import { hashToken } from './tokens';

/**
 * The second factors' secrets (docs/second-factors.md): TOTP (RFC 6238 via `otpauth`: SHA-1, six
 * digits, 30-second steps, ±1 step of drift) with its secret encrypted at rest, and one-time
 * recovery codes kept as SHA-256 hashes. No crypto of our own beyond Node's AES-GCM and HKDF.
 */

/** Seconds per TOTP step (RFC 6238's default, what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps of clock drift accepted on either side of the current one. */
export const TOTP_WINDOW = 1;
/** Recovery codes in a set. */
export const RECOVERY_CODE_COUNT = 10;

const CIPHER = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * The key that encrypts TOTP secrets, derived (HKDF-SHA256) from the portal's invitation key in
 * `$DATA_DIR/secrets.json`, so it travels with the secrets file (and backups) and needs no new
 * secret. Rotating that key would make every stored TOTP secret unreadable.
 */
function secretKey(secrets: Pick<Secrets, 'invitationKey'>): Buffer {
  return Buffer.from(hkdfSync('sha256', secrets.invitationKey, 'the-source', 'second-factor secrets v1', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): AES-256-GCM of the base32 secret. */
export function encryptTotpSecret(secrets: Pick<Secrets, 'invitationKey'>, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, secretKey(secrets), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptTotpSecret(secrets: Pick<Secrets, 'invitationKey'>, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv(CIPHER, secretKey(secrets), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A fresh 160-bit TOTP secret (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(base32: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/** The `otpauth://totp/…` URI a QR code carries: issuer = the product name, label = the account's email. */
export function totpUri(base32: string, issuer: string, label: string): string {
  return totpOf(base32, issuer, label).toString();
}

/**
 * The time step a code is valid for at `now` (the current step ±1), or null. The caller refuses a
 * step it accepted before (replay).
 */
export function totpStepOf(base32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const totp = totpOf(base32);
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The code an authenticator shows at `now` (tests and the CLI's checks). */
export function totpCodeAt(base32: string, now: Date): string {
  return totpOf(base32).generate({ timestamp: now.getTime() });
}

/** Crockford-like alphabet without look-alikes (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: ten random characters (about 49 bits) as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A fresh set of recovery codes, shown once. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/** What is stored of a recovery code: typed in any case, with or without the dash and spaces. */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}
