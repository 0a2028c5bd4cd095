import type { MembersQuery, MemberStatus } from '../../api/operations/listEditorMembers';

/** The Members list's filter form: '' means any. */
export interface MemberFilterValues {
  q: string;
  type: '1' | '2' | '';
  status: MemberStatus | '';
}

export const NO_MEMBER_FILTERS: MemberFilterValues = { q: '', type: '', status: '' };

export const STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  not_activated: 'Not activated yet',
  blocked: 'Blocked',
};

/** The list call's query for these filters and page. */
export function toMembersQuery(filters: MemberFilterValues, page: number, limit: number): MembersQuery {
  const q = filters.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page,
    limit,
  };
}
