import { FLOOD_RULES, assertFloods, registerFlood } from '../auth/flood-control';
import { findUserByEmail } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { sendActivationEmail, sendResetEmail } from './account-emails';
import { memberState } from './member-state';

const RESET_SENT = 'Further instructions have been sent to your email address.';

/**
 * Answers every well-formed email the same, in the same time: the flood limits (per IP and per
 * account, so it cannot mailbomb) are checked and counted here, and everything that depends on
 * whether the account exists (token write, mail) runs afterwards as a queued job. So neither the
 * body nor the timing tells which accounts exist.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>,
  mail: string,
  ip: string,
): Promise<{ message: string }> {
  const account = mail.toLowerCase();
  await assertFloods(deps, [
    [FLOOD_RULES.passwordRequestIp, ip],
    [FLOOD_RULES.passwordRequestAccount, account],
  ]);
  await registerFlood(deps, FLOOD_RULES.passwordRequestIp, ip);
  await registerFlood(deps, FLOOD_RULES.passwordRequestAccount, account);
  deps.jobs.enqueue('password-reset.mail', { mail });
  return { message: RESET_SENT };
}

/**
 * The queued half (job 'password-reset.mail'): a reset link to an active account, the activation
 * link again to one not yet activated (a reset would not let them in), nothing to an unknown email,
 * to a member an editor blocked, nor to an editor (editors get a new link from `npm run portal -- editor link`, docs/console-code.md).
 */
export async function mailPasswordReset(deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>, mail: string): Promise<void> {
  const user = await findUserByEmail(deps.db, mail);
  if (!user || user.userType === null) return;
  const state = memberState(user);
  if (state === 'active') await sendResetEmail(deps, user);
  else if (state === 'not_activated') await sendActivationEmail(deps, user);
}
