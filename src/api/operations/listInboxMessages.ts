import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type InboxMessage = components['schemas']['InboxMessage'];
export type InboxPage = components['schemas']['InboxPage'];
export type InboxMessageType = components['schemas']['InboxMessageType'];
export type InboxQuery = NonNullable<operations['listInboxMessages']['parameters']['query']>;

/** GET /api/editor/inbox with the editor's bearer: one page of the contact and support messages, newest first. */
export async function listInboxMessages(api: ApiClient, accessToken: string, query: InboxQuery): Promise<InboxPage> {
  const result = await api.GET('/api/editor/inbox', {
    params: { query },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the Inbox.');
}

export function inboxQueryOptions(api: ApiClient, accessToken: string, query: InboxQuery) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listInboxMessages', accessToken, query],
    queryFn: () => listInboxMessages(api, accessToken, query),
    // The list keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
