import type { Schemas } from '../api/types';
import type { AppDeps } from '../deps';
import { insertInvitation } from '../db/invitations.repository';
import { findCountry } from '../db/registration-terms.repository';
import { isEmailTaken } from '../db/users.repository';
import { badRequest } from '../errors';
import { invitationLink, invitationMail } from '../mail/templates/invitation';
import { signInvitation } from '../auth/invitations';

type InvitationInput = Schemas['InvitationRequest'];

/**
 * Invites a distributor: stores the invitation, signs its JWT, mails the `/register/{jwt}` link.
 * Shared by the admin API (createInvitation) and `npm run portal -- invite` when no server runs.
 * `country` may be the alpha-2 id or the country name; the claim carries the id.
 */
export async function inviteDistributor(
  { db, mailer, config, secrets, now }: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'secrets' | 'now'>,
  input: InvitationInput,
): Promise<Schemas['Invitation']> {
  const country = await findCountry(db, input.country);
  if (!country) throw badRequest(`Unknown country "${input.country}": use its id (e.g. DE) or its English name.`);
  if (await isEmailTaken(db, input.email)) throw badRequest('This Email is already taken. Please try with another email.');
  const at = now();
  const { jwt, claims } = await signInvitation(
    secrets.invitationKey,
    { eid: input.email, firstname: input.first, lastname: input.last, dname: input.company, country: country.id },
    at,
  );
  const expires = new Date(claims.exp * 1000);
  await insertInvitation(db, {
    jti: claims.jti,
    email: input.email,
    firstName: input.first,
    lastName: input.last,
    companyName: input.company,
    countryId: country.id,
    expiresAt: expires,
    createdAt: at,
  });
  const link = invitationLink(config.publicUrl, jwt);
  await mailer.send(
    invitationMail({
      to: input.email,
      firstName: input.first,
      companyName: input.company,
      link,
      expires,
      productName: config.productName,
    }),
  );
  return { link, expires: claims.exp };
}
