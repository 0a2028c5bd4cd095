import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { listSessionsKey } from './listSessions';

export type SessionsEnded = components['schemas']['SessionsEnded'];

/** DELETE /api/user/sessions/{id} (bearer): signs out one of the member's own sessions (404 for any other). */
export async function endSession(api: ApiClient, id: string): Promise<SessionsEnded> {
  return unwrap(await api.DELETE('/api/user/sessions/{id}', { params: { path: { id } } }), 'Could not sign out the session.');
}

/** Ends a session, then reloads the sessions list. */
export function useEndSession(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsKey(uid) }),
  });
}
