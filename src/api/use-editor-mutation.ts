import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEditorApi } from './editor-api-context';
import type { EditorApiClient } from './editor-client';
import { listAuditEntriesKey } from './operations/listAuditEntries';
import { searchEditorContentKey } from './operations/searchEditorContent';

/**
 * useMutation for an editor call that changes something, with the console's client. Once it has
 * settled (done or failed: the list may have changed meanwhile), the queries under `refreshes`
 * (the lists' own keys) are loaded again, and the audit log, which records every change. The
 * lists are awaited, so `mutateAsync` resolves once the list on screen shows the change. A 401 is
 * the client's (editor-client.ts): the call just fails here.
 */
export function useEditorMutation<Variables, Result>(
  call: (api: EditorApiClient, variables: Variables) => Promise<Result>,
  refreshes: readonly QueryKey[],
) {
  const api = useEditorApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(api, variables),
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: listAuditEntriesKey });
      await Promise.all([...refreshes, searchEditorContentKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
