/**
 * Why the session just ended, kept until the app has shown it once on Home: the server's 401
 * message (idle expiry, signed out from the security settings, password changed), the idle
 * logout's own message, or another tab's. One per app session (`AppSession.signOutNotice`).
 */
export interface SignOutNotice {
  /** Records the reason; the last one wins. */
  set: (message: string) => void;
  /** The reason, without taking it. */
  peek: () => string | null;
  /** The reason, taken: a second take answers null, so it is shown once. */
  take: () => string | null;
}

export function createSignOutNotice(): SignOutNotice {
  let message: string | null = null;
  return {
    set: (next) => {
      message = next;
    },
    peek: () => message,
    take: () => {
      const taken = message;
      message = null;
      return taken;
    },
  };
}

/** The idle logout's notice, in the server's words (docs/accounts.md), from the SPA's own timeout. */
export function idleSignOutMessage(timeoutMs: number): string {
  const minutes = Math.max(1, Math.round(timeoutMs / 60_000));
  return `You were signed out after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} without activity.`;
}

/** When a 401 carries no message of its own. */
export const SESSION_ENDED_MESSAGE = 'Your session has expired. Please log in again.';

/** After Settings → Privacy → Delete my account: the server has ended every session and mailed a confirmation. */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted. We have sent you a confirmation email.';
