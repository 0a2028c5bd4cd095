import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { EDITOR_ONLY } from '../editor-only';
import type { components } from '../schema.gen';

export type NotificationAudience = components['schemas']['NotificationAudience'];
export type NotificationAudienceSize = components['schemas']['NotificationAudienceSize'];

/** POST /api/editor/notifications/audience: how many members the audience reaches and how many would be emailed. */
export async function countNotificationAudience(
  api: EditorApiClient,
  audience: NotificationAudience,
): Promise<NotificationAudienceSize> {
  const result = await api.POST('/api/editor/notifications/audience', { body: audience });
  return unwrap(result, 'Could not count the audience.');
}

/** A read, though a POST: cached per audience while the preview is open. */
export function countNotificationAudienceQueryOptions(api: EditorApiClient, audience: NotificationAudience) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'countNotificationAudience', audience],
    queryFn: () => countNotificationAudience(api, audience),
  });
}
