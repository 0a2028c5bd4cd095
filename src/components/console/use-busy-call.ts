import { useCallback, useState } from 'react';
import { messageOf } from './message-of';

/**
 * One call at a time from a console form, dialog or list: busy while it runs (the button's
 * loader, disabled controls) and the failure's message when it fails (an alert); each new call
 * clears the last failure.
 */
export function useBusyCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Runs `call`: true when it succeeded, false when it failed (its message is then `failure`). */
  const run = useCallback(async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(messageOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failure, setFailure, run };
}
