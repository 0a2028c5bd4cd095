import { useState } from 'react';
import { messageOf } from './message-of';
import type { Outcome } from './ActionOutcome';

/**
 * One action at a time on a console list's row: which row is busy, and what the last action came
 * to (its message, or the failure's) for ActionOutcome.
 */
export function useAttempt() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const attempt = async (id: string | null, work: () => Promise<string>) => {
    setBusyId(id);
    setOutcome(null);
    try {
      setOutcome({ message: await work(), failed: false });
    } catch (failure) {
      setOutcome({ message: messageOf(failure), failed: true });
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, outcome, setOutcome, attempt };
}
