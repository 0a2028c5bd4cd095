import type { InvitationRow, InvitationStatus } from '../db/invitations.repository';

type StatusFields = Pick<InvitationRow, 'usedAt' | 'revokedAt' | 'expiresAt' | 'openedAt'>;

/**
 * An invitation's status in the ledger (docs/console-code.md, "Invitations"), first that applies:
 * accepted (used) > revoked > expired > opened (the link was loaded) > pending.
 * `listInvitationRows` filters with the same precedence in SQL.
 */
export function invitationStatus(row: StatusFields, now: Date): InvitationStatus {
  if (row.usedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  if (row.openedAt) return 'opened';
  return 'pending';
}
