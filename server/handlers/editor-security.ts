import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../api/types';
import { clientInfo } from '../auth/client-info';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { logInEditorSecondFactor } from '../services/log-in-editor';
import {
  confirmTotpSetup,
  listSecondFactors,
  regenerateRecoveryCodes,
  removeTotp,
  startTotpSetup,
  type FactorOwner,
} from '../services/second-factors';

/**
 * The editor tag's second factors (docs/second-factors.md): the sign-in's second step and the
 * signed-in editor's own authenticator and recovery codes, with the members' services.
 */
export function createEditorSecurityHandlers(deps: AppDeps) {
  return {
    loginEditorSecondFactor: async (request) => logInEditorSecondFactor(deps, request.body, clientInfo(request)),
    listEditorSecondFactors: async (request) => listSecondFactors(deps, editorOwner(request)),
    startEditorTotpSetup: async (request) => startTotpSetup(deps, editorOwner(request)),
    confirmEditorTotpSetup: async (request) =>
      confirmTotpSetup(deps, editorOwner(request), request.body.totp_code, clientInfo(request)),
    regenerateEditorRecoveryCodes: async (request) => regenerateRecoveryCodes(deps, editorOwner(request), clientInfo(request)),
    removeEditorTotp: async (request) => removeTotp(deps, editorOwner(request), clientInfo(request)),
  } satisfies Partial<Handlers>;
}

/** The signed-in editor as the owner of the factors managed: an editor must keep one. */
function editorOwner(request: FastifyRequest): FactorOwner {
  const { uid, sessionId, mail } = requireEditor(request);
  return { uid, sessionId, mail, isEditor: true };
}
