import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorInvitationsKey } from './listEditorInvitations';

export type InvitationImportResult = components['schemas']['InvitationImportResult'];

/** POST /api/editor/invitations/import: a CSV file as a data URL; answers every row's outcome. */
export async function importEditorInvitations(api: EditorApiClient, file: string): Promise<InvitationImportResult> {
  const result = await api.POST('/api/editor/invitations/import', { body: { file } });
  return unwrap(result, 'Could not import the file.');
}

/** Imports invitations from a CSV file; then `listEditorInvitations` and the audit log load again. */
export const useImportEditorInvitations = () => useEditorMutation(importEditorInvitations, [listEditorInvitationsKey]);
