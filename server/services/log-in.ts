import type { Schemas } from '../api/types';
import type { ClientInfo } from '../auth/client-info';
import { EDITOR_ON_MEMBER_CALL } from '../auth/role-messages';
import type { AppDeps } from '../deps';
import { forbidden } from '../errors';
import type { SignInFactor } from '../db/sign-in-events.repository';
import type { UserRow } from '../db/users.repository';
import { checkCredentials } from './check-credentials';
import { checkSecondFactor, requireSecondFactorIfSet } from './second-factor-sign-in';
import { openSignedInSession } from './open-session';
import { isNewBrowser, queueNewBrowserMail } from './warn-of-new-browser';

/**
 * A member's sign-in: the shared credential rules (check-credentials.ts), then a session. An
 * editor's right password is refused with a 403 that points to the editor console. A success
 * from a browser new to the account mails the member (warn-of-new-browser.ts). An account with an
 * active second factor answers 401 with a ticket for the second step instead (docs/second-factors.md).
 */
export async function logIn(
  deps: AppDeps,
  request: Schemas['LoginRequest'],
  client: ClientInfo,
): Promise<Schemas['LoginResponse']> {
  const { user, knownBrowser } = await checkCredentials(deps, request, client);
  if (user.userType === null) throw forbidden(EDITOR_ON_MEMBER_CALL);
  // An account with a second factor gets a ticket for the second step, not a session (401).
  await requireSecondFactorIfSet(deps, user);
  return signInMember(deps, user, client, { knownBrowser, factor: 'password' });
}

/**
 * A member's second step (loginUserSecondFactor): the ticket of the password step and a code
 * (second-factor-sign-in.ts), then the same session and answer as the password login.
 */
export async function logInSecondFactor(
  deps: AppDeps,
  request: Schemas['SecondFactorLogin'],
  client: ClientInfo,
): Promise<Schemas['LoginResponse']> {
  const { user, factor } = await checkSecondFactor(deps, request, client, 'member');
  return signInMember(deps, user, client, { knownBrowser: false, factor });
}

/** The session and LoginResponse of a member whose sign-in is complete. */
async function signInMember(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
  { knownBrowser, factor }: { knownBrowser: boolean; factor: SignInFactor },
): Promise<Schemas['LoginResponse']> {
  const { userType } = user;
  if (userType === null) throw forbidden(EDITOR_ON_MEMBER_CALL);
  // Decided before this sign-in opens its session and joins the history; the mail goes out after the answer.
  const fromNewBrowser = !knownBrowser && (await isNewBrowser(deps, user.uid, client.userAgent));
  const tokens = await openSignedInSession(deps, user.uid, client, factor);
  if (fromNewBrowser) queueNewBrowserMail(deps, user.uid, client, factor);
  return {
    current_user: { uid: String(user.uid), name: user.mail },
    csrf_token: tokens.csrfToken,
    logout_token: tokens.logoutToken,
    access_token: tokens.accessToken,
    user_extra_details: {
      uuid: user.uuid,
      user_type: userType,
      first_name: user.firstName,
      last_name: user.lastName,
      user_picture: user.picturePath,
    },
  };
}
