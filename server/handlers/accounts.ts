import type { AppDeps } from '../deps';
import { createInvitationHandlers } from './accounts-invitations';
import { createLoginHandlers } from './accounts-login';
import { createPasswordHandlers } from './accounts-password';
import { createRegistrationHandlers } from './accounts-registration';
import type { HandlerMap } from './index';

/** The accounts tag (session, registration, activation, passwords) plus the invitation admin call. */
export function createAccountHandlers(deps: AppDeps): HandlerMap {
  return {
    ...createLoginHandlers(deps),
    ...createRegistrationHandlers(deps),
    ...createPasswordHandlers(deps),
    ...createInvitationHandlers(deps),
  };
}
