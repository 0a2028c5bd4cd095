import type { InvitationRow } from '../db/invitations.repository';
import type { AppDeps } from '../deps';
import { invitationLink, invitationMail } from '../mail/templates/invitation';

/** Mails an invitation's `/register/{jwt}` link (first send and resend alike); answers the link. */
export async function mailInvitation(
  { mailer, config }: Pick<AppDeps, 'mailer' | 'config'>,
  row: InvitationRow,
  jwt: string,
): Promise<string> {
  const link = invitationLink(config.publicUrl, jwt);
  await mailer.send(
    invitationMail({
      to: row.email,
      firstName: row.firstName,
      companyName: row.companyName,
      link,
      expires: row.expiresAt,
      productName: config.productName,
    }),
  );
  return link;
}
