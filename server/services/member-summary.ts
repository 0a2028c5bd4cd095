import type { Schemas } from '../api/types';
import type { Db } from '../db/client';
import { findMemberRow, type MemberRow } from '../db/members.repository';
import { notFound } from '../errors';
import { memberState } from './member-state';

export const MEMBER_NOT_FOUND = 'No such member.';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A member as the console's Members list shows it. */
export function toMemberSummary(row: MemberRow): Schemas['MemberSummary'] {
  return {
    uid: String(row.uid),
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.mail,
    user_type: row.userType!,
    status: memberState(row),
    created: seconds(row.createdAt),
    last_sign_in: row.lastSignInAt ? seconds(new Date(row.lastSignInAt)) : null,
  };
}

/** The member, or the 404 every Members call answers for an unknown uid or an editor's. */
export async function requireMember(db: Db, uid: number): Promise<MemberRow> {
  const row = await findMemberRow(db, uid);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}
