import type { ClientInfo } from '../auth/client-info';
import { listSignInEvents, signInEventKeeping, type SignInOutcome } from '../db/sign-in-events.repository';
import type { AppDeps } from '../deps';

/** How many history rows an account keeps (and the history call lists). */
export const SIGN_IN_HISTORY_SIZE = 50;

/**
 * Adds a row to the member's sign-in history and keeps only the newest rows, in one statement (a
 * successful sign-in writes its row with its session instead: services/open-session.ts). A lockout
 * repeated from the same network is one row, so hammering a locked account cannot push the real
 * sign-ins out of the history.
 */
export async function recordSignIn(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  uid: number,
  outcome: SignInOutcome,
  client: Pick<ClientInfo, 'userAgent' | 'ipPrefix'>,
): Promise<void> {
  if (outcome === 'locked_out') {
    const [latest] = await listSignInEvents(db, uid, 1);
    if (latest?.outcome === 'locked_out' && latest.ipPrefix === client.ipPrefix) return;
  }
  const event = { uid, outcome, userAgent: client.userAgent, ipPrefix: client.ipPrefix, now: now() };
  await signInEventKeeping(db, event, SIGN_IN_HISTORY_SIZE);
}
