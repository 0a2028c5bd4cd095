import type { MemberState } from '../db/members.repository';
import type { UserRow } from '../db/users.repository';

/**
 * A member's state: `status` is `blocked` both before activation and after an editor blocked
 * them (docs/console-code.md, "Members"); only an account that was activated can be blocked.
 */
export function memberState({ status, activatedAt }: Pick<UserRow, 'status' | 'activatedAt'>): MemberState {
  if (status === 'active') return 'active';
  return activatedAt ? 'blocked' : 'not_activated';
}
