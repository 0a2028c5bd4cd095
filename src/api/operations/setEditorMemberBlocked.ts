import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorMembersKey, type EditorMember } from './listEditorMembers';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/members/{uid}/blocked: blocks (ending their sessions) or unblocks a member; answers them as they are now. */
export async function setEditorMemberBlocked(api: EditorApiClient, uid: string, blocked: boolean): Promise<EditorMember> {
  const result = await api.PUT('/api/editor/members/{uid}/blocked', {
    params: { path: { uid } },
    body: { blocked },
  });
  return unwrap(result, 'Could not change the member.');
}

/** Blocks or unblocks a member; then `listEditorMembers` and the audit log load again. */
export const useSetEditorMemberBlocked = () =>
  useEditorMutation(
    (api, { uid, blocked }: { uid: string; blocked: boolean }) => setEditorMemberBlocked(api, uid, blocked),
    [listEditorMembersKey],
  );
