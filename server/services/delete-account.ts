import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { verifyPassword } from '../auth/passwords';
import { eraseMemberRows } from '../db/member-data.repository';
import type { SessionMember } from '../db/sessions.repository';
import { findUserByUid } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { accountDeletedMail } from '../mail/templates/account-deleted';
import { discardPicture } from './profile-picture';

export const DELETION_PASSWORD_WRONG = 'Your password is incorrect. Your account has not been deleted.';
const ACCOUNT_DELETED = 'Your account has been deleted. A confirmation has been sent to your email address.';

/**
 * Deletes the member's account after checking the password again (a wrong one counts as a failed
 * login, like a password change). One transaction deletes or anonymises every row that names the
 * member; only after it commits is the picture file removed and the confirmation mailed, so a
 * failure at any step leaves the account as it was. Deleting the user row ends every session (the
 * sessions go with it), so the caller's token answers 401 from the next call on.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'mailer' | 'files'>,
  member: SessionMember,
  password: string,
  log?: { warn: (object: object, message: string) => void },
): Promise<{ message: string }> {
  const { db, config, mailer } = deps;
  const user = await findUserByUid(db, member.uid);
  if (!user) throw notFound();
  const account = user.mail.toLowerCase();
  await assertFlood(deps, FLOOD_RULES.failedLoginAccount, account);
  if (!(await verifyPassword(user.passHash, password))) {
    await registerFlood(deps, FLOOD_RULES.failedLoginAccount, account);
    throw badRequest(DELETION_PASSWORD_WRONG);
  }
  const erased = await db.transaction(async (tx) => eraseMemberRows(tx, { uid: user.uid, mail: user.mail }));
  if (erased.users === 0) throw notFound();
  // After the commit: the row no longer points at the file. A crash here leaves an orphan file
  // for the start-up sweep, never a row pointing at a missing file.
  try {
    await discardPicture(deps.files, user.picturePath);
  } catch (error) {
    log?.warn({ err: error }, 'account deleted; its picture file could not be removed (the start-up sweep will)');
  }
  try {
    // The outbox's copies of mail to or about the member (the confirmation below is the one left).
    await mailer.forget?.(user.mail);
  } catch (error) {
    log?.warn({ err: error }, 'account deleted; outbox mail naming it could not be removed');
  }
  try {
    await mailer.send(
      accountDeletedMail({
        to: user.mail,
        firstName: user.firstName,
        link: `${config.publicUrl}/register`,
        productName: config.productName,
      }),
    );
  } catch (error) {
    // The account is gone either way; the answer must say so.
    log?.warn({ err: error }, 'account deleted; the confirmation mail could not be sent');
  }
  return { message: ACCOUNT_DELETED };
}
