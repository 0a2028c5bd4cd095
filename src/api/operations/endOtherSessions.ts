import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { SessionsEnded } from './endSession';
import { listSessionsKey } from './listSessions';

/** POST /api/user/sessions/end-others (bearer): signs out every session of the member but this one. */
export async function endOtherSessions(api: ApiClient): Promise<SessionsEnded> {
  return unwrap(await api.POST('/api/user/sessions/end-others'), 'Could not sign out the other sessions.');
}

/** Ends the other sessions, then reloads the sessions list. */
export function useEndOtherSessions(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listSessionsKey(uid) }),
  });
}
