import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { getNotificationKey } from './getNotification';
import { listNotificationsKey } from './listNotifications';

export type ReadFlagRequest = components['schemas']['ReadFlagRequest'];

export interface FlagNotificationReadInput {
  /** The notification's nid. */
  nid: string;
  /** The member's uuid (session user_extra_details.uuid). */
  userUuid: string;
}

/** Spec §3 read flag as a JSON:API document (Drupal's type names, see docs/api.md). */
export function readFlagBody({ nid, userUuid }: FlagNotificationReadInput): ReadFlagRequest {
  return {
    data: {
      type: 'flagging--contact_message_read_status',
      attributes: { entity_type: 'contact_message', entity_id: nid },
      relationships: { uid: { data: { type: 'user--user', id: userUuid } } },
    },
  };
}

/** POST /jsonapi/flagging/contact_message_read_status (bearer). */
export async function flagNotificationRead(api: ApiClient, input: FlagNotificationReadInput): Promise<void> {
  const result = await api.POST('/jsonapi/flagging/contact_message_read_status', {
    body: readFlagBody(input),
    headers: { 'Content-Type': 'application/vnd.api+json' },
  });
  unwrap(result, 'Could not fetch notification.');
}

/** Flags a notification read, then refreshes the list (and the open notification) (spec §4). */
export function useFlagNotificationRead(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FlagNotificationReadInput) => flagNotificationRead(api, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listNotificationsKey(uid) }),
        queryClient.invalidateQueries({ queryKey: getNotificationKey(uid) }),
      ]),
    // Spec §8: failures are only logged.
    onError: (error) => console.error(error),
  });
}
