import type { Handlers } from '../api/types';
import { requireEditor } from '../auth/require-editor';
import type { AppDeps } from '../deps';
import { composeNotification, countNotificationAudience } from '../services/compose-notification';
import { listEditorNotifications } from '../services/list-editor-notifications';

/** The editor tag, Notifications: compose (now or scheduled), the audience's size, the list with progress (docs/console-code.md). */
export function createEditorNotificationsHandlers(deps: AppDeps) {
  return {
    listEditorNotifications: async (request) => {
      requireEditor(request);
      return listEditorNotifications(deps, request.query);
    },
    composeNotification: async (request, reply) =>
      reply.code(201).send(await composeNotification(deps, requireEditor(request), request.body)),
    countNotificationAudience: async (request) => {
      requireEditor(request);
      return countNotificationAudience(deps, request.body);
    },
  } satisfies Partial<Handlers>;
}
