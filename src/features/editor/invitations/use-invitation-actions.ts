import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import { createEditorInvitation, type InvitationInput } from '../../../api/operations/createEditorInvitation';
import { importEditorInvitations } from '../../../api/operations/importEditorInvitations';
import { resendEditorInvitation } from '../../../api/operations/resendEditorInvitation';
import { revokeEditorInvitation } from '../../../api/operations/revokeEditorInvitation';
import { useEditorAction } from '../content/use-editor-action';

/** The ledger's calls with the editor's token; the ledger (and the audit log) is loaded again after each. */
export function useInvitationActions(accessToken: string) {
  const api = useApi();
  const run = useEditorAction('listEditorInvitations');
  return {
    invite: useCallback(
      (input: InvitationInput) => run(() => createEditorInvitation(api, accessToken, input)),
      [api, accessToken, run],
    ),
    importFile: useCallback(
      (dataUrl: string) => run(() => importEditorInvitations(api, accessToken, dataUrl)),
      [api, accessToken, run],
    ),
    resend: useCallback((id: string) => run(() => resendEditorInvitation(api, accessToken, id)), [api, accessToken, run]),
    revoke: useCallback((id: string) => run(() => revokeEditorInvitation(api, accessToken, id)), [api, accessToken, run]),
  };
}
