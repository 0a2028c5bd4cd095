import { createContext, useContext, useSyncExternalStore } from 'react';

/** What a page tells the member who was just sent to it, e.g. Home after the session ended. */
export interface ArrivalNoticeContent {
  /** Short heading, e.g. 'You were signed out'. */
  title: string;
  /** One or two sentences saying why. */
  message: string;
  /** A way on, e.g. `{ label: 'Log in', href: '/login' }`. */
  action?: { label: string; href: string };
}

export interface ArrivalNoticeEntry {
  /** The page it is shown on. */
  path: string;
  content: ArrivalNoticeContent;
  /** Set once the page has shown it: leaving the page then drops it. */
  hasBeenShown: boolean;
}

/**
 * One notice at a time, for the page a navigation is about to open (issue 44): shown inline at the
 * top of that page, above its content, so it hides nothing; closed by the member or by leaving.
 */
export interface ArrivalNotices {
  /** Replaces any notice with this one, for the page at `path`; navigate there afterwards. */
  show: (path: string, content: ArrivalNoticeContent) => void;
  dismiss: () => void;
  markShown: () => void;
  current: () => ArrivalNoticeEntry | null;
  subscribe: (listener: () => void) => () => void;
}

export function createArrivalNotices(): ArrivalNotices {
  let entry: ArrivalNoticeEntry | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ArrivalNoticeEntry | null) => {
    entry = next;
    listeners.forEach((listener) => listener());
  };
  return {
    show: (path, content) => set({ path, content, hasBeenShown: false }),
    dismiss: () => set(null),
    markShown: () => {
      if (entry && !entry.hasBeenShown) set({ ...entry, hasBeenShown: true });
    },
    current: () => entry,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's notices (AppProviders supplies them; a bare render gets its own). */
export const ArrivalNoticesContext = createContext<ArrivalNotices>(createArrivalNotices());

export const useArrivalNotices = (): ArrivalNotices => useContext(ArrivalNoticesContext);

/** The notice waiting or shown, re-rendering when it changes. */
export function useCurrentArrivalNotice(): ArrivalNoticeEntry | null {
  const notices = useArrivalNotices();
  return useSyncExternalStore(notices.subscribe, notices.current, notices.current);
}
