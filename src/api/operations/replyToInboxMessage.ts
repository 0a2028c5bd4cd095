import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type InboxReply = components['schemas']['InboxReplyInput'];

/** POST /api/editor/inbox/{id}/reply: mails the editor's answer to the sender; answers "Reply sent to …". */
export async function replyToInboxMessage(
  api: ApiClient,
  accessToken: string,
  id: string,
  reply: InboxReply,
): Promise<{ message: string }> {
  const result = await api.POST('/api/editor/inbox/{id}/reply', {
    params: { path: { id } },
    body: reply,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not send the reply.');
}
