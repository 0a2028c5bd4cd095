import { useCreateEditorInvitation } from '../../api/operations/createEditorInvitation';
import { useImportEditorInvitations } from '../../api/operations/importEditorInvitations';
import { useResendEditorInvitation } from '../../api/operations/resendEditorInvitation';
import { useRevokeEditorInvitation } from '../../api/operations/revokeEditorInvitation';

/** What an editor does with the ledger; the ledger (and the audit log) is loaded again after each. */
export function useInvitationActions() {
  return {
    invite: useCreateEditorInvitation().mutateAsync,
    importFile: useImportEditorInvitations().mutateAsync,
    resend: useResendEditorInvitation().mutateAsync,
    revoke: useRevokeEditorInvitation().mutateAsync,
  };
}
