import type { Schemas } from '../api/types';
import type { ClientInfo } from '../auth/client-info';
import { EDITOR_ON_MEMBER_CALL } from '../auth/role-messages';
import type { AppDeps } from '../deps';
import { forbidden } from '../errors';
import { checkCredentials } from './check-credentials';
import { openSignedInSession } from './open-session';
import { isNewBrowser, queueNewBrowserMail } from './warn-of-new-browser';

/**
 * A member's sign-in: the shared credential rules (check-credentials.ts), then a session. An
 * editor's right password is refused with a 403 that points to the editor console. A success
 * from a browser new to the account mails the member (warn-of-new-browser.ts).
 */
export async function logIn(
  deps: AppDeps,
  request: Schemas['LoginRequest'],
  client: ClientInfo,
): Promise<Schemas['LoginResponse']> {
  const { user, knownBrowser } = await checkCredentials(deps, request, client);
  const { userType } = user;
  if (userType === null) throw forbidden(EDITOR_ON_MEMBER_CALL);
  // Decided before this sign-in opens its session and joins the history; the mail goes out after the answer.
  const fromNewBrowser = !knownBrowser && (await isNewBrowser(deps, user.uid, client.userAgent));
  const tokens = await openSignedInSession(deps, user.uid, client);
  if (fromNewBrowser) queueNewBrowserMail(deps, user.uid, client);
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
