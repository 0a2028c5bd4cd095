import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../api/client';
import { EDITOR_ONLY } from '../../../api/operations/getCurrentEditor';
import { useEditorSessionStore } from '../editor-session-context';

/**
 * Runs an editor call that changes content, then refreshes the console's lists (and the audit
 * log) of that content. A 401 or 403 signs the console out with the server's message, as
 * useEditorQuery does; any other error is thrown on for the form or list to show.
 */
export function useEditorAction(listOperation: string) {
  const store = useEditorSessionStore();
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) store.signOut(error.message);
        throw error;
      } finally {
        await queryClient.invalidateQueries({ queryKey: [EDITOR_ONLY, listOperation] });
        void queryClient.invalidateQueries({ queryKey: [EDITOR_ONLY, 'listAuditEntries'] });
      }
    },
    [listOperation, queryClient, store],
  );
}

/** The message of a failed call, for the form or the list. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');
