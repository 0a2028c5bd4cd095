import type { QueryClient } from '@tanstack/react-query';

/**
 * First segment of the key of every query that holds editor-console data. The keys carry no
 * token or editor: the editor session drops them all whenever the signed-in editor changes
 * (sign-in, sign-out, a new console), so one editor never sees another's cached data.
 */
export const EDITOR_ONLY = 'editorOnly';

/** Drops every editor-console query from the cache. */
export function removeEditorQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [EDITOR_ONLY] });
}
