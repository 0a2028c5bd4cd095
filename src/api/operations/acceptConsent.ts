import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { ConsentRecord } from './listConsents';
import { listConsentsKey } from './listConsents';
import { listPendingConsentsKey } from './listPendingConsents';

export type ConsentAcceptance = components['schemas']['ConsentAcceptance'];

/** POST /api/user/consents (bearer): accepts the current version of a legal page (400 for any other version). */
export async function acceptConsent(api: ApiClient, acceptance: ConsentAcceptance): Promise<ConsentRecord> {
  return unwrap(await api.POST('/api/user/consents', { body: acceptance }), 'Could not record your acceptance.');
}

/** Accepts, then reloads what is pending and the acceptance history. */
export function useAcceptConsent(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acceptance: ConsentAcceptance) => acceptConsent(api, acceptance),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listPendingConsentsKey(uid) }),
        queryClient.invalidateQueries({ queryKey: listConsentsKey(uid) }),
      ]),
  });
}
