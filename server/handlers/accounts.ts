import type { Handlers } from '../api/types';
import { clientInfo } from '../auth/client-info';
import { requireMember } from '../auth/require-member';
import { newToken } from '../auth/tokens';
import { countryAliases } from '../content/countries';
import { listCountries, listProfessions, listSpecialitiesOf } from '../db/content.repository';
import type { AppDeps } from '../deps';
import { activateAccount } from '../services/activate-account';
import { checkEmailAvailability } from '../services/check-email-availability';
import { logIn, logInSecondFactor } from '../services/log-in';
import { logOut } from '../services/log-out';
import { openInvitation } from '../services/open-invitation';
import { registerMember } from '../services/register-member';
import { requestPasswordReset } from '../services/request-password-reset';
import { resetPassword } from '../services/reset-password';

const term = (row: { tid: number; name: string }) => ({ tid: String(row.tid), name: row.name });

/** The accounts tag: session, registration and activation, password reset, registration lookups. */
export function createAccountHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    // Anonymous calls get a fresh random token (there is no cookie session to bind it to); the
    // token that protects logout is the session's own csrf_token from the login response.
    getCsrfToken: async (_request, reply) => reply.type('text/plain; charset=utf-8').send(newToken()),
    loginUser: async (request) => logIn(deps, request.body, clientInfo(request)),
    loginUserSecondFactor: async (request) => logInSecondFactor(deps, request.body, clientInfo(request)),
    logoutUser: async (request, reply) => {
      await logOut(deps, requireMember(request), {
        logoutToken: request.query.token,
        csrfToken: request.headers['x-csrf-token'],
      });
      return reply.code(204).send();
    },

    registerUser: async (request) => registerMember(deps, request.body, request.ip),
    confirmRegistration: async (request) =>
      activateAccount(deps, { uid: Number(request.params.id), token: request.params.token }, request.ip),
    checkEmailAvailability: async (request) => checkEmailAvailability(deps, request.params.email, request.ip),
    openInvitation: async (request) => openInvitation(deps, request.body.jwt, request.ip),
    listProfessions: async () => (await listProfessions(db)).map(term),
    listSpecialities: async (request) => (await listSpecialitiesOf(db, Number(request.params.id))).map(term),
    listCountries: async () => ({
      data: (await listCountries(db)).map((row) => ({
        id: row.id,
        country_name: row.countryName,
        aliases: countryAliases(row.id, row.countryName),
      })),
    }),

    requestPasswordReset: async (request) => requestPasswordReset(deps, request.body.mail, request.ip),
    resetPassword: async (request) => {
      const { name, temp_pass: tempPass, new_pass: newPass } = request.body;
      return resetPassword(deps, { name, tempPass, newPass }, clientInfo(request));
    },
  } satisfies Partial<Handlers>;
}
