import { unwrap, type ApiClient } from '../client';
import type { EditorMember } from './listEditorMembers';

/** PUT /api/editor/members/{uid}/blocked: blocks (ending their sessions) or unblocks a member; answers them as they are now. */
export async function setEditorMemberBlocked(
  api: ApiClient,
  accessToken: string,
  uid: string,
  blocked: boolean,
): Promise<EditorMember> {
  const result = await api.PUT('/api/editor/members/{uid}/blocked', {
    params: { path: { uid } },
    body: { blocked },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not change the member.');
}
