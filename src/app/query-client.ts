import { QueryCache, QueryClient } from '@tanstack/react-query';

/** Spec §8: failed fetches are only logged; each view decides what (if anything) to show instead. */
export function createQueryClient({
  retry = 1,
}: { /** Retries of a failed query, default 1 (tests pass false). */ retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Query ${JSON.stringify(query.queryKey)} failed:`, error),
    }),
    defaultOptions: { queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false } },
  });
}
