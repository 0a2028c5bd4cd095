import type { Schemas } from '../api/types';
import type { ClientInfo } from '../auth/client-info';
import type { AppDeps } from '../deps';
import { forbidden } from '../errors';
import type { SignInFactor } from '../db/sign-in-events.repository';
import type { UserRow } from '../db/users.repository';
import { checkCredentials } from './check-credentials';
import { checkSecondFactor, requireSecondFactorIfSet } from './second-factor-sign-in';
import { openSignedInSession } from './open-session';

export const MEMBER_ON_EDITOR_LOGIN = 'This is a member account, not an editor account. Members sign in at /login.';

/**
 * An editor's sign-in at /editor/login: the same credential rules as members (flood control,
 * captcha, hashing limit: check-credentials.ts) and the same sessions. A member's right password
 * is refused with a 403 that points to the members' sign-in. With an active second factor the
 * answer is the 401 with a ticket for the second step (docs/second-factors.md). Enforcement (an
 * editor without a factor must set one up first) is not switched on yet: it would go here.
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
  await requireSecondFactorIfSet(deps, user);
  return signInEditor(deps, user, client, 'password');
}

/** An editor's second step (loginEditorSecondFactor): as the members' (log-in.ts), then an editor session. */
export async function logInEditorSecondFactor(
  deps: AppDeps,
  request: Schemas['SecondFactorLogin'],
  client: ClientInfo,
): Promise<Schemas['EditorLoginResponse']> {
  const { user, factor } = await checkSecondFactor(deps, request, client, 'editor');
  return signInEditor(deps, user, client, factor);
}

async function signInEditor(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
  factor: SignInFactor,
): Promise<Schemas['EditorLoginResponse']> {
  const tokens = await openSignedInSession(deps, user.uid, client, factor);
  return {
    access_token: tokens.accessToken,
    logout_token: tokens.logoutToken,
    csrf_token: tokens.csrfToken,
    editor: { uid: String(user.uid), email: user.mail, first_name: user.firstName, last_name: user.lastName },
  };
}
