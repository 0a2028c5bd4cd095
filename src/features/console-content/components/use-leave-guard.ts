import { useEffect } from 'react';

/** While `active`, leaving the browser page (close, reload, another address) asks first. */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
