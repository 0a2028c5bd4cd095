import { useCallback } from 'react';
import { useEditorApi } from '../../api/editor-api-context';
import { getInboxAttachment } from '../../api/operations/getInboxAttachment';
import type { InboxMessage } from '../../api/operations/listInboxMessages';
import { useReplyToInboxMessage, type InboxReply } from '../../api/operations/replyToInboxMessage';
import { useSetInboxMessageHandled } from '../../api/operations/setInboxMessageHandled';
import { downloadBlob } from '../../lib/download-file';

/** What an editor does with an Inbox message; the list (and the audit log) is loaded again after each change. */
export function useInboxActions() {
  const api = useEditorApi();
  const { mutateAsync: setHandled } = useSetInboxMessageHandled();
  const { mutateAsync: reply } = useReplyToInboxMessage();
  return {
    download: useCallback(
      async (message: InboxMessage) => {
        const { blob, fileName } = await getInboxAttachment(api, message.id);
        downloadBlob(blob, fileName);
      },
      [api],
    ),
    setHandled: useCallback((message: InboxMessage, handled: boolean) => setHandled({ id: message.id, handled }), [setHandled]),
    reply: useCallback(
      async (message: InboxMessage, body: InboxReply) => (await reply({ id: message.id, reply: body })).message,
      [reply],
    ),
  };
}
