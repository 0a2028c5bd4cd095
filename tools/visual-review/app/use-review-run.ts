import { useCallback, useEffect, useState } from 'react';
import type { ReviewRun, Screen } from '../shared/review-types';
import { approveAllLeft, approveSnapshot, fetchRun, rejectSnapshot } from './review-api';

/** The run under review and the decisions on it; every decision answers with the whole run. */
export function useReviewRun() {
  const [run, setRun] = useState<ReviewRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

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
    approve: useCallback((id: string) => send(() => approveSnapshot(id)), [send]),
    reject: useCallback((id: string) => send(() => rejectSnapshot(id)), [send]),
    approveAll: useCallback((screen?: Screen) => send(() => approveAllLeft(screen)), [send]),
  };
}
