import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listInboxMessagesKey, type InboxMessage } from './listInboxMessages';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/inbox/{id}/handled: marks a message handled or not; answers it as it is now. */
export async function setInboxMessageHandled(api: EditorApiClient, id: string, handled: boolean): Promise<InboxMessage> {
  const result = await api.PUT('/api/editor/inbox/{id}/handled', {
    params: { path: { id } },
    body: { handled },
  });
  return unwrap(result, 'Could not change the message.');
}

/** Marks a message handled or not; then `listInboxMessages` and the audit log load again. */
export const useSetInboxMessageHandled = () =>
  useEditorMutation(
    (api, { id, handled }: { id: string; handled: boolean }) => setInboxMessageHandled(api, id, handled),
    [listInboxMessagesKey],
  );
