import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type NotificationAudience = components['schemas']['NotificationAudience'];
export type NotificationAudienceSize = components['schemas']['NotificationAudienceSize'];

/** POST /api/editor/notifications/audience: how many members the audience reaches and how many would be emailed. */
export async function countNotificationAudience(
  api: ApiClient,
  accessToken: string,
  audience: NotificationAudience,
): Promise<NotificationAudienceSize> {
  const result = await api.POST('/api/editor/notifications/audience', {
    body: audience,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not count the audience.');
}
