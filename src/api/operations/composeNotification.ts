import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorNotification } from './listEditorNotifications';

export type NotificationCompose = components['schemas']['NotificationCompose'];

/** POST /api/editor/notifications: creates it for the audience and queues its emails (now or at `send_at`). */
export async function composeNotification(
  api: ApiClient,
  accessToken: string,
  body: NotificationCompose,
): Promise<EditorNotification> {
  const result = await api.POST('/api/editor/notifications', {
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not send the notification.');
}
