import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { readInboxAttachment } from '../services/inbox-attachment';
import { listInboxMessages } from '../services/list-inbox-messages';
import { markMessageHandled } from '../services/mark-message-handled';
import { replyToMessage } from '../services/reply-to-message';

/** The editor tag, the Inbox: help-form and support messages (docs/console-code.md). */
export function createEditorInboxHandlers(deps: AppDeps) {
  return {
    listInboxMessages: async (request) => {
      requireEditor(request);
      return listInboxMessages(deps, request.query);
    },
    getInboxAttachment: async (request, reply) => {
      requireEditor(request);
      const file = await readInboxAttachment(deps, Number(request.params.id));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
    setInboxMessageHandled: async (request) =>
      markMessageHandled(deps, requireEditor(request), Number(request.params.id), request.body.handled),
    replyToInboxMessage: async (request) =>
      replyToMessage(deps, requireEditor(request), Number(request.params.id), request.body, (error) =>
        request.log.error({ err: error }, 'could not send an Inbox reply'),
      ),
  } satisfies Partial<Handlers>;
}
