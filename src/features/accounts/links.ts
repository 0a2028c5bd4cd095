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

/** What a page opened from a cut-off emailed link says (the contract's validator wording never shows). */
export const INCOMPLETE_LINK = 'This link is incomplete. Open the whole link from the email, or ask for a new one.';

/** The contract's uid shape (`Uid`): an activation id outside it cannot be a whole link. */
const UID = /^[1-9][0-9]{0,8}$/;
/** The contract's longest link token. */
const TOKEN_MAX = 256;

const isToken = (value: string) => value.length > 0 && value.length <= TOKEN_MAX;

/** False for a cut-off activation link: checked before calling, so the server's validator never answers. */
export function isCompleteActivationLink({ id, token }: { id: string; token: string }): boolean {
  return UID.test(id) && isToken(token);
}

/** False for a cut-off reset link (name or temp_pass missing). */
export function isCompleteResetLink({ name, temp_pass }: { name: string; temp_pass: string }): boolean {
  return name.length > 0 && name.length <= 254 && isToken(temp_pass);
}

/**
 * The server's message for a refused link, except a request validator's wording ('token: must NOT
 * have fewer than 1 characters', 'Invalid user id'), which means the link was damaged.
 */
export function linkFailureMessage(message: string | undefined, fallback: string): string {
  if (!message) return fallback;
  if (/^[\w/.[\]]+:? must /.test(message) || message === 'Invalid user id') return INCOMPLETE_LINK;
  return message;
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

/** `/security/not-me/<uid>/<token>` (the new-browser email's "This wasn't me" link): uid the 3rd segment, token the 4th. */
export function parseNotMePath(path: string): { uid: string; token: string } {
  const parts = segments(path);
  return { uid: parts[2] ?? '', token: parts[3] ?? '' };
}

/** False for a cut-off "This wasn't me" link: checked before calling, so the server's validator never answers. */
export function isCompleteNotMeLink({ uid, token }: { uid: string; token: string }): boolean {
  return UID.test(uid) && isToken(token);
}
