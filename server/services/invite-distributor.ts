import type { Schemas } from '../api/types';
import type { AppDeps } from '../deps';
import { hasWaitingInvitation, insertInvitation, lockInvitationEmail, type InvitationRow } from '../db/invitations.repository';
import { findCountry } from '../db/registration-terms.repository';
import { isEmailTaken } from '../db/users.repository';
import { badRequest } from '../errors';
import { signInvitation } from '../auth/invitations';
import { mailInvitation } from './invitation-mail';
import { COMMAND_LINE, recordAudit, type AuditActor } from './record-audit';

type InvitationInput = Schemas['InvitationRequest'];
type InviteDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secrets' | 'now'>;

export const EMAIL_ALREADY_REGISTERED = 'This Email is already taken. Please try with another email.';
export const ALREADY_INVITED =
  'This email already has an invitation waiting (pending or opened): resend it from the ledger instead.';
export const unknownCountry = (country: string) => `Unknown country "${country}": use its id (e.g. DE) or its English name.`;

/** What the audit log keeps of an invitation (never its jti or link). */
export const invitationSnapshot = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  company: row.companyName,
  country: row.countryId,
  expires: Math.floor(row.expiresAt.getTime() / 1000),
});

/**
 * Invites a distributor: stores the invitation (with its `invite` audit row), signs its JWT, mails
 * the `/register/{jwt}` link. Shared by the admin API (createInvitation), `npm run portal -- invite`
 * when no server runs (actor: the command line, `invited_by` null) and the console (the editor).
 * `country` may be the alpha-2 id or the country name; the claim carries the id.
 * With `refuseIfWaiting` (the CSV import), an email with an invitation still waiting is refused
 * with ALREADY_INVITED, checked under a lock on the email inside the insert's transaction; the
 * console's and the CLI's invite send a second invitation when asked to (a new link beside the first).
 */
export async function issueInvitation(
  deps: InviteDeps,
  input: InvitationInput,
  actor: AuditActor = COMMAND_LINE,
  { refuseIfWaiting = false }: { refuseIfWaiting?: boolean } = {},
): Promise<{ row: InvitationRow; link: string }> {
  const { db, secrets, now } = deps;
  const country = await findCountry(db, input.country);
  if (!country) throw badRequest(unknownCountry(input.country));
  if (await isEmailTaken(db, input.email)) throw badRequest(EMAIL_ALREADY_REGISTERED);
  const at = now();
  const { jwt, claims } = await signInvitation(
    secrets.invitationKey,
    { eid: input.email, firstname: input.first, lastname: input.last, dname: input.company, country: country.id },
    at,
  );
  const row = await db.transaction(async (tx) => {
    await lockInvitationEmail(tx, input.email);
    if (refuseIfWaiting && (await hasWaitingInvitation(tx, input.email, at))) throw badRequest(ALREADY_INVITED);
    const inserted = await insertInvitation(tx, {
      jti: claims.jti,
      email: input.email,
      firstName: input.first,
      lastName: input.last,
      companyName: input.company,
      countryId: country.id,
      expiresAt: new Date(claims.exp * 1000),
      createdAt: at,
      sentAt: at,
      invitedBy: actor.kind === 'editor' ? actor.uid : null,
    });
    await recordAudit(tx, {
      actor,
      action: 'invite',
      entityType: 'invitation',
      entityId: inserted.id,
      before: null,
      after: invitationSnapshot(inserted),
      at,
    });
    return inserted;
  });
  const link = await mailInvitation(deps, row, jwt);
  return { row, link };
}

/** The admin API's and the CLI's answer: the link and its expiry (unix seconds). */
export async function inviteDistributor(deps: InviteDeps, input: InvitationInput): Promise<Schemas['Invitation']> {
  const { row, link } = await issueInvitation(deps, input);
  return { link, expires: Math.floor(row.expiresAt.getTime() / 1000) };
}
