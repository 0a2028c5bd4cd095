import type { InvitationClaims } from '../../../machines/registration.machine';

/** Non-empty path segments, decoded: '/useractivation/account_5/activate/t' → ['useractivation', 'account_5', 'activate', 't']. */
function segments(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** Spec §7: id is the part after the underscore in the second path segment, token the fourth. */
export function parseActivationPath(path: string): { id: string; token: string } {
  const parts = segments(path);
  const second = parts[1] ?? '';
  const underscore = second.indexOf('_');
  return { id: underscore >= 0 ? second.slice(underscore + 1) : '', token: parts[3] ?? '' };
}

/** Spec §7: name is the third path segment, temp_pass the fourth. */
export function parseResetPath(path: string): { name: string; temp_pass: string } {
  const parts = segments(path);
  return { name: parts[2] ?? '', temp_pass: parts[3] ?? '' };
}

function base64UrlDecode(input: string): string {
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the invitation claims from the jwt payload for display only: the server verifies the
 * signature on registration. Throws for a token that is not a readable, unexpired invitation.
 */
export function decodeInvitationClaims(jwt: string, now: number = Date.now()): InvitationClaims {
  const payload = JSON.parse(base64UrlDecode(jwt.split('.')[1] ?? '')) as Record<string, unknown>;
  const fields = ['eid', 'firstname', 'lastname', 'dname', 'country'] as const;
  if (!fields.every((field) => typeof payload[field] === 'string')) throw new Error('Invalid invitation link');
  if (typeof payload.exp === 'number' && payload.exp * 1000 < now) throw new Error('Invitation expired');
  const [eid, firstname, lastname, dname, country] = fields.map((field) => payload[field] as string) as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { eid, firstname, lastname, dname, country };
}
