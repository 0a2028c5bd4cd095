import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorNotification = components['schemas']['EditorNotification'];
export type EditorNotificationPage = components['schemas']['EditorNotificationPage'];

/** GET /api/editor/notifications with the editor's bearer: one page, newest first, with delivery progress. */
export async function listEditorNotifications(api: EditorApiClient, page: number): Promise<EditorNotificationPage> {
  const result = await api.GET('/api/editor/notifications', { params: { query: { page } } });
  return unwrap(result, 'Could not fetch the notifications.');
}

/** The key of every `listEditorNotifications` query (a prefix: whatever changes it refreshes them all). */
export const listEditorNotificationsKey = [EDITOR_ONLY, 'listEditorNotifications'] as const;

/** While any notification on the page is still sending, the list refreshes every two seconds. */
export function notificationsQueryOptions(api: EditorApiClient, page: number) {
  return queryOptions({
    queryKey: [...listEditorNotificationsKey, page],
    queryFn: () => listEditorNotifications(api, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'sending') ? 2_000 : false),
  });
}
