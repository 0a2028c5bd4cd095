import type { Schemas } from '../api/types';
import { listMemberRows, type MemberState } from '../db/members.repository';
import type { AppDeps } from '../deps';
import { toMemberSummary } from './member-summary';

export const MEMBERS_PAGE_SIZE = 25;

/** The Members list's query, as the contract has validated it. */
export interface MembersQuery {
  q?: string;
  type?: '1' | '2';
  status?: MemberState;
  /** 1-based. */
  page?: number;
  limit?: number;
}

/** One page of members (never editors), newest first, searched by name or email and filtered by type and state. */
export async function listMembers({ db }: Pick<AppDeps, 'db'>, query: MembersQuery): Promise<Schemas['MemberPage']> {
  const page = query.page ?? 1;
  const limit = query.limit ?? MEMBERS_PAGE_SIZE;
  const { rows, total } = await listMemberRows(
    db,
    { q: query.q?.trim() || undefined, userType: query.type, state: query.status },
    { limit, offset: (page - 1) * limit },
  );
  return { items: rows.map(toMemberSummary), total, page, limit };
}
