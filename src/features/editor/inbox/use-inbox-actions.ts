import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import { getInboxAttachment } from '../../../api/operations/getInboxAttachment';
import type { InboxMessage } from '../../../api/operations/listInboxMessages';
import { replyToInboxMessage, type InboxReply } from '../../../api/operations/replyToInboxMessage';
import { setInboxMessageHandled } from '../../../api/operations/setInboxMessageHandled';
import { downloadBlob } from '../../../lib/download-file';
import { useEditorAction } from '../content/use-editor-action';

/** The Inbox's calls with the editor's token; the list (and the audit log) is loaded again after each change. */
export function useInboxActions(accessToken: string) {
  const api = useApi();
  const run = useEditorAction('listInboxMessages');
  return {
    download: useCallback(
      async (message: InboxMessage) => {
        const { blob, fileName } = await getInboxAttachment(api, accessToken, message.id);
        downloadBlob(blob, fileName);
      },
      [api, accessToken],
    ),
    setHandled: useCallback(
      (message: InboxMessage, handled: boolean) => run(() => setInboxMessageHandled(api, accessToken, message.id, handled)),
      [api, accessToken, run],
    ),
    reply: useCallback(
      async (message: InboxMessage, reply: InboxReply) =>
        (await run(() => replyToInboxMessage(api, accessToken, message.id, reply))).message,
      [api, accessToken, run],
    ),
  };
}
