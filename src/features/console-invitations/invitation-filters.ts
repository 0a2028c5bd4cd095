import type { InvitationsQuery, InvitationStatus } from '../../api/operations/listEditorInvitations';

/** The ledger's filter form: '' means any. */
export interface InvitationFilterValues {
  q: string;
  status: InvitationStatus | '';
}

export const NO_INVITATION_FILTERS: InvitationFilterValues = { q: '', status: '' };

export const STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  opened: 'Opened',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** Badge colours dark enough for white text (WCAG AA), one per status. */
export const STATUS_COLORS: Record<InvitationStatus, string> = {
  pending: 'blue.9',
  opened: 'violet.9',
  accepted: 'teal.9',
  expired: 'gray.7',
  revoked: 'red.9',
};

/** The list call's query for these filters and page. */
export function toInvitationsQuery(filters: InvitationFilterValues, page: number, limit: number): InvitationsQuery {
  const q = filters.q.trim();
  return { ...(q ? { q } : {}), ...(filters.status ? { status: filters.status } : {}), page, limit };
}

/** Who sent an invitation: the editor's email, or "CLI" for the command line and the admin API. */
export const invitedByLabel = (invitedBy: string | null) => invitedBy ?? 'CLI';
