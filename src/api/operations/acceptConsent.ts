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

/** Reloads what is pending and the acceptance history after an acceptance (or a refused one). */
function useReloadConsents(uid: string | null) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listPendingConsentsKey(uid) }),
      queryClient.invalidateQueries({ queryKey: listConsentsKey(uid) }),
    ]);
}

/**
 * Accepts several pages one after the other (the consent gate's Accept); the first refusal stops
 * it. Then, accepted or not, both lists are reloaded once: the mutation settles only after that,
 * so a gate that closes on an empty pending list never shows stale pages meanwhile.
 */
export function useAcceptConsents(uid: string | null) {
  const api = useApi();
  const reload = useReloadConsents(uid);
  return useMutation({
    mutationFn: async (acceptances: readonly ConsentAcceptance[]) => {
      const accepted: ConsentRecord[] = [];
      for (const acceptance of acceptances) accepted.push(await acceptConsent(api, acceptance));
      return accepted;
    },
    onSettled: reload,
  });
}
