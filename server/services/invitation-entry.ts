import type { Schemas } from '../api/types';
import type { Db } from '../db/client';
import { findInvitationEntry, type InvitationEntryRow } from '../db/invitations.repository';
import { notFound } from '../errors';
import { invitationStatus } from './invitation-status';

export const INVITATION_NOT_FOUND = 'No such invitation.';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** An invitation as the console's ledger shows it. */
export function toInvitationEntry({ invitation: row, invitedByMail }: InvitationEntryRow, now: Date): Schemas['InvitationEntry'] {
  return {
    id: String(row.id),
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.companyName,
    country: row.countryId,
    invited_by: row.invitedBy === null ? null : (invitedByMail ?? null),
    created: seconds(row.createdAt),
    sent: seconds(row.sentAt),
    expires: seconds(row.expiresAt),
    opened: row.openedAt ? seconds(row.openedAt) : null,
    status: invitationStatus(row, now),
  };
}

/** The invitation with its inviting editor, or the 404 every ledger call answers for an unknown id. */
export async function requireInvitation(db: Db, id: number): Promise<InvitationEntryRow> {
  const row = await findInvitationEntry(db, id);
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}
