import { unwrap, type ApiClient } from '../client';
import type { InboxMessage } from './listInboxMessages';

/** PUT /api/editor/inbox/{id}/handled: marks a message handled or not; answers it as it is now. */
export async function setInboxMessageHandled(
  api: ApiClient,
  accessToken: string,
  id: string,
  handled: boolean,
): Promise<InboxMessage> {
  const result = await api.PUT('/api/editor/inbox/{id}/handled', {
    params: { path: { id } },
    body: { handled },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not change the message.');
}
