import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { useEditorMutation } from '../use-editor-mutation';
import { listInboxMessagesKey } from './listInboxMessages';

export type InboxReply = components['schemas']['InboxReplyInput'];

/** POST /api/editor/inbox/{id}/reply: mails the editor's answer to the sender; answers "Reply sent to …". */
export async function replyToInboxMessage(api: EditorApiClient, id: string, reply: InboxReply): Promise<{ message: string }> {
  const result = await api.POST('/api/editor/inbox/{id}/reply', {
    params: { path: { id } },
    body: reply,
  });
  return unwrap(result, 'Could not send the reply.');
}

/** Mails a reply (the message is then handled); then `listInboxMessages` and the audit log load again. */
export const useReplyToInboxMessage = () =>
  useEditorMutation(
    (api, { id, reply }: { id: string; reply: InboxReply }) => replyToInboxMessage(api, id, reply),
    [listInboxMessagesKey],
  );
