import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import { signInvitation } from '../auth/invitations';
import { reissueInvitation, revokeInvitationRow } from '../db/invitations.repository';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { editorActor } from './console-change';
import { requireInvitation, toInvitationEntry } from './invitation-entry';
import { mailInvitation } from './invitation-mail';
import { invitationStatus } from './invitation-status';
import { invitationSnapshot } from './invite-distributor';
import { recordAudit } from './record-audit';

const ALREADY_ACCEPTED = 'This invitation has been accepted: the distributor has registered.';
const REVOKED = 'This invitation has been revoked: invite the distributor again instead.';

/**
 * `POST /api/editor/invitations/{id}/resend`: a new link (new jti, new expiry) on the same ledger
 * row, so the old link stops working (410 on open, refused at registration), mailed again; `sent`
 * becomes now, `created` stays the first send. Refused for an accepted or a revoked invitation.
 */
export async function resendInvitation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secrets' | 'now'>,
  editor: SessionEditor,
  id: number,
): Promise<Schemas['InvitationEntry']> {
  const { db, secrets } = deps;
  const at = deps.now();
  const { invitation } = await requireInvitation(db, id);
  const status = invitationStatus(invitation, at);
  if (status === 'accepted') throw badRequest(ALREADY_ACCEPTED);
  if (status === 'revoked') throw badRequest(REVOKED);
  const { jwt, claims } = await signInvitation(
    secrets.invitationKey,
    {
      eid: invitation.email,
      firstname: invitation.firstName,
      lastname: invitation.lastName,
      dname: invitation.companyName,
      country: invitation.countryId,
    },
    at,
  );
  const row = await db.transaction(async (tx) => {
    const updated = await reissueInvitation(tx, id, { jti: claims.jti, expiresAt: new Date(claims.exp * 1000), sentAt: at });
    await recordAudit(tx, {
      actor: editorActor(editor),
      action: 'resend',
      entityType: 'invitation',
      entityId: id,
      before: { ...invitationSnapshot(invitation), status },
      after: { ...invitationSnapshot(updated), status: invitationStatus(updated, at) },
      at,
    });
    return updated;
  });
  await mailInvitation(deps, row, jwt);
  return toInvitationEntry(await requireInvitation(db, id), at);
}

/**
 * `POST /api/editor/invitations/{id}/revoke`: the link then answers 410 (the registration page goes
 * home, nothing prefilled) and registration with it is refused. Refused for an accepted
 * invitation; revoking a revoked one changes and records nothing.
 */
export async function revokeInvitation(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  editor: SessionEditor,
  id: number,
): Promise<Schemas['InvitationEntry']> {
  const at = now();
  return db.transaction(async (tx) => {
    const entry = await requireInvitation(tx, id);
    const status = invitationStatus(entry.invitation, at);
    if (status === 'accepted') throw badRequest(ALREADY_ACCEPTED);
    if (status === 'revoked') return toInvitationEntry(entry, at);
    const updated = await revokeInvitationRow(tx, id, at);
    await recordAudit(tx, {
      actor: editorActor(editor),
      action: 'revoke',
      entityType: 'invitation',
      entityId: id,
      before: { ...invitationSnapshot(entry.invitation), status },
      after: { ...invitationSnapshot(updated), status: 'revoked' },
      at,
    });
    return toInvitationEntry({ ...entry, invitation: updated }, at);
  });
}
