import { useState } from 'react';

/** A console list's applied filters and page: applying other filters goes back to page 1. */
export function useFilteredPages<F>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const applyFilters = (next: F) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, page, setPage, applyFilters };
}
