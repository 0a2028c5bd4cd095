import type { Schemas } from '../api/types';
import { describeUserAgent } from '../auth/user-agent';
import { listLiveSessions, type SessionMember } from '../db/sessions.repository';
import type { AppDeps } from '../deps';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The member's live sessions for Settings → Security, the caller's own marked `current`. */
export async function listSessions(
  { db, now, config }: Pick<AppDeps, 'db' | 'now' | 'config'>,
  member: SessionMember,
): Promise<Schemas['MemberSession'][]> {
  const rows = await listLiveSessions(db, { uid: member.uid, now: now(), idleMs: config.sessionIdleMinutes * 60_000 });
  return rows.map((row) => ({
    id: String(row.id),
    ...describeUserAgent(row.userAgent),
    ip: row.ipPrefix,
    created: unixSeconds(row.createdAt),
    last_activity: unixSeconds(row.lastSeenAt),
    current: row.id === member.sessionId,
  }));
}
