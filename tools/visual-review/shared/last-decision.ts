import type { LedgerRecord } from './review-types';

/** The latest decision the ledger holds on an image, or null when it was never decided. */
export function lastDecision(history: LedgerRecord[]): LedgerRecord['decision'] | null {
  return history.at(-1)?.decision ?? null;
}
