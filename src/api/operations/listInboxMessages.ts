import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type InboxMessage = components['schemas']['InboxMessage'];
export type InboxPage = components['schemas']['InboxPage'];
export type InboxMessageType = components['schemas']['InboxMessageType'];
export type InboxQuery = NonNullable<operations['listInboxMessages']['parameters']['query']>;

/** GET /api/editor/inbox with the editor's bearer: one page of the contact and support messages, newest first. */
export async function listInboxMessages(api: EditorApiClient, query: InboxQuery): Promise<InboxPage> {
  const result = await api.GET('/api/editor/inbox', { params: { query } });
  return unwrap(result, 'Could not fetch the Inbox.');
}

/** The key of every `listInboxMessages` query (a prefix: whatever changes it refreshes them all). */
export const listInboxMessagesKey = [EDITOR_ONLY, 'listInboxMessages'] as const;

export function inboxQueryOptions(api: EditorApiClient, query: InboxQuery) {
  return queryOptions({
    queryKey: [...listInboxMessagesKey, query],
    queryFn: () => listInboxMessages(api, query),
    // The list keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
