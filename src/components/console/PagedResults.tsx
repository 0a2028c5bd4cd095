import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingOverlayScreen } from '../LoadingOverlayScreen';
import { ErrorAlert } from '../ErrorAlert';

/** One page of a console list, as the list calls answer it. */
interface ResultPage<T> {
  items: T[];
  total: number;
  limit: number;
}

interface PagedResultsProps<T> {
  query: { data?: ResultPage<T>; error: Error | null; isPending: boolean; isFetching: boolean };
  /** What loads, for the loading screen: "Loading <what>". */
  what: string;
  /** The count line for a total (e.g. "No members match." or "3 members"). */
  count: (total: number) => string;
  /** The pager's name (e.g. "Member pages"). */
  pagesLabel: string;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  /** The rows of the page; not called for an empty page. */
  children: (items: T[]) => ReactNode;
}

/**
 * The frame every paged console list shares: the loading screen, the failure, the count (a status
 * line, busy while the next page loads), the rows and Previous/Next.
 */
export function PagedResults<T>({ query, what, count, pagesLabel, page, onPage, children }: PagedResultsProps<T>) {
  const { data, error, isPending, isFetching } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <>
      {isPending && <LoadingOverlayScreen label={`Loading ${what}`} />}
      <ErrorAlert>{error?.message}</ErrorAlert>
      {data && (
        <>
          <Text size="sm" role="status" aria-busy={isFetching}>
            {count(data.total)}
          </Text>
          {data.items.length > 0 && children(data.items)}
          {pages > 1 && (
            <Group justify="center" component="nav" aria-label={pagesLabel}>
              <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                Previous page
              </Button>
              <Text size="sm">
                Page {page} of {pages}
              </Text>
              <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                Next page
              </Button>
            </Group>
          )}
        </>
      )}
    </>
  );
}
