import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/client';
import { EDITOR_ONLY } from '../../api/operations/getCurrentEditor';
import { undoAuditEntry } from '../../api/operations/undoAuditEntry';
import { useEditorSessionStore } from './editor-session-context';

/**
 * Undoes one audit-log row and answers the server's message. Every console list (and the audit
 * log) is refreshed, since the undo may touch any kind of content; a 401 or 403 signs the
 * console out with the server's message, as useEditorQuery does.
 */
export function usePutBack(accessToken: string) {
  const api = useApi();
  const store = useEditorSessionStore();
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string): Promise<string> => {
      try {
        return (await undoAuditEntry(api, accessToken, id)).message;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) store.signOut(error.message);
        throw error;
      } finally {
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) => queryKey[0] === EDITOR_ONLY && queryKey[1] !== 'getCurrentEditor',
        });
      }
    },
    [accessToken, api, queryClient, store],
  );
}
