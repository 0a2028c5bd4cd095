import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorNotificationsKey, type EditorNotification } from './listEditorNotifications';
import { useEditorMutation } from '../use-editor-mutation';

export type NotificationCompose = components['schemas']['NotificationCompose'];

/** POST /api/editor/notifications: creates it for the audience and queues its emails (now or at `send_at`). */
export async function composeNotification(api: EditorApiClient, body: NotificationCompose): Promise<EditorNotification> {
  const result = await api.POST('/api/editor/notifications', { body });
  return unwrap(result, 'Could not send the notification.');
}

/** Sends or schedules a notification; then `listEditorNotifications` and the audit log load again. */
export const useComposeNotification = () => useEditorMutation(composeNotification, [listEditorNotificationsKey]);
