import type { Schemas } from '../api/types';
import { listInvitationRows, type InvitationStatus } from '../db/invitations.repository';
import type { AppDeps } from '../deps';
import { toInvitationEntry } from './invitation-entry';

export const INVITATIONS_PAGE_SIZE = 25;

/** The ledger's query, as the contract has validated it. */
export interface InvitationsQuery {
  q?: string;
  status?: InvitationStatus;
  /** 1-based. */
  page?: number;
  limit?: number;
}

/** One page of the invitations ledger, newest first, searched by email, name or company and filtered by status. */
export async function listInvitations(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  query: InvitationsQuery,
): Promise<Schemas['InvitationPage']> {
  const at = now();
  const page = query.page ?? 1;
  const limit = query.limit ?? INVITATIONS_PAGE_SIZE;
  const { rows, total } = await listInvitationRows(db, { q: query.q?.trim() || undefined, status: query.status }, at, {
    limit,
    offset: (page - 1) * limit,
  });
  return { items: rows.map((row) => toInvitationEntry(row, at)), total, page, limit };
}
