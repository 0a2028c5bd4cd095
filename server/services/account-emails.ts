import type { AppDeps } from '../deps';
import { replaceOneTimeToken } from '../db/one-time-tokens.repository';
import type { UserRow } from '../db/users.repository';
import { activationLink, activationMail } from '../mail/templates/activation';
import { resetLink, resetMail } from '../mail/templates/reset';
import { hashToken, newToken } from '../auth/tokens';

/** Activation links expire after 24 hours, reset links after 1 hour; both are single use. */
export const ACTIVATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const RESET_LIFETIME_MS = 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>;
type Recipient = Pick<UserRow, 'uid' | 'mail' | 'firstName'>;

/** Issues a fresh activation token (older ones stop working) and mails its link. */
export async function sendActivationEmail(deps: Deps, user: Recipient): Promise<void> {
  const link = await issueActivationLink(deps.db, deps.config.publicUrl, user.uid, deps.now());
  await mailActivationLink(deps, user, link);
}

/**
 * Stores a fresh activation token (older ones stop working) and returns its link. Takes the db or
 * a transaction: registration issues it in the transaction that creates the user, so a user never
 * exists without a way to activate.
 */
export async function issueActivationLink(db: Deps['db'], publicUrl: string, uid: number, at: Date): Promise<string> {
  const token = newToken();
  await replaceOneTimeToken(db, {
    uid,
    purpose: 'activation',
    tokenHash: hashToken(token),
    expiresAt: new Date(at.getTime() + ACTIVATION_LIFETIME_MS),
    now: at,
  });
  return activationLink(publicUrl, uid, token);
}

/** Mails an activation link issued by issueActivationLink. */
export async function mailActivationLink(
  { mailer, config }: Pick<Deps, 'mailer' | 'config'>,
  user: Recipient,
  link: string,
): Promise<void> {
  await mailer.send(activationMail({ to: user.mail, firstName: user.firstName, link, productName: config.productName }));
}

/** Issues a fresh reset token (older ones stop working) and mails its link. */
export async function sendResetEmail({ db, mailer, config, now }: Deps, user: Recipient): Promise<void> {
  const token = newToken();
  const at = now();
  await replaceOneTimeToken(db, {
    uid: user.uid,
    purpose: 'reset',
    tokenHash: hashToken(token),
    expiresAt: new Date(at.getTime() + RESET_LIFETIME_MS),
    now: at,
  });
  const link = resetLink(config.publicUrl, user.uid, token);
  await mailer.send(resetMail({ to: user.mail, firstName: user.firstName, link, productName: config.productName }));
}
