import type { Schemas } from '../api/types';
import type { ClientInfo } from '../auth/client-info';
import type { AppDeps } from '../deps';
import { forbidden } from '../errors';
import { checkCredentials } from './check-credentials';
import { openSignedInSession } from './open-session';

export const MEMBER_ON_EDITOR_LOGIN = 'This is a member account, not an editor account. Members sign in at /login.';

/**
 * An editor's sign-in at /editor/login: the same credential rules as members (flood control,
 * captcha, hashing limit: check-credentials.ts) and the same sessions. A member's right password
 * is refused with a 403 that points to the members' sign-in.
 */
export async function logInEditor(
  deps: AppDeps,
  request: Schemas['EditorLoginRequest'],
  client: ClientInfo,
): Promise<Schemas['EditorLoginResponse']> {
  const { user } = await checkCredentials(
    deps,
    { name: request.email, pass: request.password, captcha: request.captcha },
    client,
  );
  if (user.userType !== null) throw forbidden(MEMBER_ON_EDITOR_LOGIN);
  const tokens = await openSignedInSession(deps, user.uid, client);
  return {
    access_token: tokens.accessToken,
    logout_token: tokens.logoutToken,
    csrf_token: tokens.csrfToken,
    editor: { uid: String(user.uid), email: user.mail, first_name: user.firstName, last_name: user.lastName },
  };
}
