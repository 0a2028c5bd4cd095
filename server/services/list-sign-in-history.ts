import type { Schemas } from '../api/types';
import { describeUserAgent } from '../auth/user-agent';
import { listSignInEvents } from '../db/sign-in-events.repository';
import type { AppDeps } from '../deps';
import { SIGN_IN_HISTORY_SIZE } from './record-sign-in';

/** The member's last sign-in attempts (and password events), newest first. */
export async function listSignInHistory({ db }: Pick<AppDeps, 'db'>, uid: number): Promise<Schemas['SignInAttempt'][]> {
  const rows = await listSignInEvents(db, uid, SIGN_IN_HISTORY_SIZE);
  return rows.map((row) => ({
    id: String(row.id),
    outcome: row.outcome,
    ...(row.factor ? { factor: row.factor } : {}),
    time: Math.floor(row.createdAt.getTime() / 1000),
    ...describeUserAgent(row.userAgent),
    ip: row.ipPrefix,
  }));
}
