import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type InvitationImportResult = components['schemas']['InvitationImportResult'];

/** POST /api/editor/invitations/import: a CSV file as a data URL; answers every row's outcome. */
export async function importEditorInvitations(
  api: ApiClient,
  accessToken: string,
  file: string,
): Promise<InvitationImportResult> {
  const result = await api.POST('/api/editor/invitations/import', {
    body: { file },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not import the file.');
}
