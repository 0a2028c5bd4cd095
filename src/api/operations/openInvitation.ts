import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type OpenedInvitation = components['schemas']['InvitationClaims'];

/**
 * POST /api/invitations/open: the stored invitation's values for a `/register/{jwt}` link (and the
 * server records that it was opened). Throws an `ApiError`: 410 for a revoked or replaced link,
 * 403 for an expired or used one.
 */
export async function openInvitation(api: ApiClient, jwt: string): Promise<OpenedInvitation> {
  const result = await api.POST('/api/invitations/open', { body: { jwt } });
  return unwrap(result, 'Could not read the invitation.');
}
