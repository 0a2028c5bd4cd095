import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/client';
import { useEditorSessionStore } from './editor-session-context';

/**
 * useQuery for an editor call: a 401 (session ended: idle, signed out elsewhere, password set
 * again, editor removed) or a 403 (not an editor session) signs the console out with the
 * server's message, which the sign-in page then shows.
 */
export function useEditorQuery<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>) {
  const store = useEditorSessionStore();
  const query = useQuery(options);
  const { error } = query;
  useEffect(() => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) store.signOut(error.message);
  }, [error, store]);
  return query;
}
