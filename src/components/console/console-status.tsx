import { VisuallyHidden } from '@mantine/core';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const ConsoleStatusContext = createContext<Announce>(() => undefined);

/**
 * The console's status line: what `useConsoleStatus()` announces (e.g. "Saved “Title”.") is shown
 * under the page's heading area and read by screen readers (role status, polite).
 */
export function ConsoleStatusProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback<Announce>((next) => {
    // The same message twice is announced twice: cleared first, then set.
    setMessage('');
    queueMicrotask(() => setMessage(next));
  }, []);
  return (
    <ConsoleStatusContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="console-status">
        {message ? <ConsoleStatusText text={message} /> : null}
      </div>
    </ConsoleStatusContext.Provider>
  );
}

function ConsoleStatusText({ text }: { text: string }) {
  return <VisuallyHidden>{text}</VisuallyHidden>;
}

/** Announces a message in the console's status line. */
export const useConsoleStatus = () => useContext(ConsoleStatusContext);
