import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorNotification = components['schemas']['EditorNotification'];
export type EditorNotificationPage = components['schemas']['EditorNotificationPage'];

/** GET /api/editor/notifications with the editor's bearer: one page, newest first, with delivery progress. */
export async function listEditorNotifications(
  api: ApiClient,
  accessToken: string,
  page: number,
): Promise<EditorNotificationPage> {
  const result = await api.GET('/api/editor/notifications', {
    params: { query: { page } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the notifications.');
}

/** While any notification on the page is still sending, the list refreshes every two seconds. */
export function notificationsQueryOptions(api: ApiClient, accessToken: string, page: number) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorNotifications', accessToken, page],
    queryFn: () => listEditorNotifications(api, accessToken, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'sending') ? 2_000 : false),
  });
}
