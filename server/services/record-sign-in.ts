import type { ClientInfo } from '../auth/client-info';
import { listSignInEvents, lockSignInHistory, signInEventKeeping, type SignInOutcome } from '../db/sign-in-events.repository';
import { isForeignKeyViolation } from '../db/constraint-errors';
import type { AppDeps } from '../deps';
import type { JobPayloads } from '../jobs/job-queue';

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
  const event = { uid, outcome, userAgent: client.userAgent, ipPrefix: client.ipPrefix, now: now() };
  if (outcome !== 'locked_out') {
    await signInEventKeeping(db, event, SIGN_IN_HISTORY_SIZE);
    return;
  }
  // Lockout jobs of one account may run side by side (the queue runs several at once on
  // PostgreSQL): the read and the write hold the account's history lock, so two cannot both see
  // "no lockout yet" and both add one.
  await db.transaction(async (tx) => {
    await lockSignInHistory(tx, uid);
    const [latest] = await listSignInEvents(tx, uid, 1);
    if (latest?.outcome === 'locked_out' && latest.ipPrefix === client.ipPrefix) return;
    await signInEventKeeping(tx, event, SIGN_IN_HISTORY_SIZE);
  });
}

/**
 * The job `sign-in.record`: a refused sign-in's history row, written after the answer, so a wrong
 * password for an existing account takes as long as one for an unknown email (issue 40: the write
 * made it 1–4 ms slower, enough to tell accounts apart). An account deleted meanwhile has no
 * history left to add to.
 */
export async function recordRefusedSignIn(
  { db }: Pick<AppDeps, 'db'>,
  { uid, outcome, userAgent, ipPrefix, at }: JobPayloads['sign-in.record'],
): Promise<void> {
  try {
    await recordSignIn({ db, now: () => new Date(at) }, uid, outcome, { userAgent, ipPrefix });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}
