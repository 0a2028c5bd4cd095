import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewRun, Screen } from '../shared/review-types';
import { approveAllLeft, approveSnapshot, fetchRun, rejectSnapshot } from './review-api';

/**
 * The run under review and the decisions on it; every decision answers with the whole run. The
 * name a decision is recorded as is `git config user.name` (the server's) unless one is entered.
 */
export function useReviewRun() {
  const [run, setRun] = useState<ReviewRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const by = useRef('');
  by.current = name.trim();
  const note = (comment?: string) => ({ ...(by.current ? { by: by.current } : {}), ...(comment ? { comment } : {}) });

  useEffect(() => {
    fetchRun().then(setRun, (cause: Error) => setError(cause.message));
  }, []);

  const send = useCallback(async (request: () => Promise<ReviewRun>) => {
    setBusy(true);
    try {
      setRun(await request());
      setError(null);
    } catch (cause) {
      setError((cause as Error).message);
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    run,
    error,
    isBusy,
    name,
    setName,
    approve: useCallback((id: string, comment?: string) => send(() => approveSnapshot(id, note(comment))), [send]),
    reject: useCallback((id: string, comment?: string) => send(() => rejectSnapshot(id, note(comment))), [send]),
    approveAll: useCallback((screen?: Screen) => send(() => approveAllLeft(screen, note())), [send]),
  };
}
