import { InvitationGoneError, type InvitationClaims } from '../../../machines/registration.machine';
import { ApiError, type ApiClient } from '../../api/client';
import { openInvitation } from '../../api/operations/openInvitation';

/**
 * The registration machine's `decodeInvitation`: asks the server for the STORED invitation's values
 * (it verifies the link and records that it was opened). A 410 (revoked, or replaced by a resend)
 * and a 409 (already used) become the machine's `InvitationGoneError` (home, nothing prefilled,
 * and why); an expired or unreadable link stays an ordinary error ("reach out to your representative").
 */
export async function loadInvitation(api: ApiClient, jwt: string): Promise<InvitationClaims> {
  try {
    const { eid, firstname, lastname, dname, country } = await openInvitation(api, jwt);
    return { eid, firstname, lastname, dname, country };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) throw new InvitationGoneError('withdrawn', error.message);
    if (error instanceof ApiError && error.status === 409) throw new InvitationGoneError('used', error.message);
    throw error;
  }
}
