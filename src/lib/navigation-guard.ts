import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { AroundNavHandler } from 'wouter';
import { withAppDepth } from './app-history';

/** Options a guard may add when it lets a held navigation go on (e.g. replace its own history entry). */
export interface ProceedOptions {
  replace?: boolean;
}

/** Runs the held navigation or action. */
export type Proceed = (options?: ProceedOptions) => void;

interface RegisteredGuard {
  /** Whether leaving now must be confirmed first (read at each navigation). */
  asks: () => boolean;
  /** Opens the guard's confirmation. */
  ask: () => void;
  /** The navigation waiting for the confirmation. */
  pending: Proceed | null;
}

/**
 * Every in-app navigation (links, `navigate()`, redirects) goes through `aroundNav`, so a page with
 * unsaved work registers one guard instead of patching each link in the header, menus and footer.
 */
export interface NavigationGuards {
  /** wouter's `aroundNav`: holds the navigation while a guard asks, and stamps the app's history depth. */
  aroundNav: AroundNavHandler;
  /** Runs `leave` at once, or after the active guard's confirmation (e.g. Logout). */
  requestLeave: (leave: Proceed) => void;
  /** Runs `leave` without asking: the session is over (idle logout), so no page can keep its edits. */
  bypass: (leave: () => void) => void;
  /** True when leaving now would first ask. */
  wouldAsk: () => boolean;
  register: (guard: RegisteredGuard) => () => void;
  /** Lets the guard's held navigation go on. */
  release: (guard: RegisteredGuard, options?: ProceedOptions) => void;
}

export function createNavigationGuards(): NavigationGuards {
  const guards = new Set<RegisteredGuard>();
  // While a confirmed navigation runs, the navigations it makes (logout's redirect home) pass.
  let isReleasing = false;
  const asking = () => (isReleasing ? undefined : [...guards].find((guard) => guard.asks()));

  const requestLeave = (leave: Proceed) => {
    const guard = asking();
    if (!guard) return leave();
    guard.pending = leave;
    guard.ask();
  };
  const bypass = (leave: () => void) => {
    const wasReleasing = isReleasing;
    isReleasing = true;
    try {
      leave();
    } finally {
      isReleasing = wasReleasing;
    }
  };

  return {
    aroundNav: (navigate, to, options) => requestLeave((overrides) => navigate(to, withAppDepth({ ...options, ...overrides }))),
    requestLeave,
    bypass,
    wouldAsk: () => asking() !== undefined,
    register: (guard) => {
      guards.add(guard);
      return () => void guards.delete(guard);
    },
    release: (guard, options) => {
      const leave = guard.pending;
      guard.pending = null;
      if (leave) bypass(() => leave(options));
    },
  };
}

/** The app's guards (AppProviders supplies them; a bare render gets its own, unguarded set). */
export const NavigationGuardsContext = createContext<NavigationGuards>(createNavigationGuards());

export const useNavigationGuards = (): NavigationGuards => useContext(NavigationGuardsContext);

export interface LeaveGuardOptions {
  /** Leaving now must be confirmed first; read when a navigation starts. */
  when: boolean;
  /** Opens the confirmation; on "yes" call `proceed()`, on "no" nothing. */
  onAsk: () => void;
}

/**
 * Holds every in-app navigation away from the page while `when` is true and calls `onAsk`; the
 * returned `proceed` lets the held navigation go on once the member confirmed.
 */
export function useLeaveGuard({ when, onAsk }: LeaveGuardOptions): { proceed: (options?: ProceedOptions) => void } {
  const guards = useNavigationGuards();
  const latest = useRef({ when, onAsk });
  useEffect(() => {
    latest.current = { when, onAsk };
  });
  const guard = useMemo<RegisteredGuard>(
    () => ({ asks: () => latest.current.when, ask: () => latest.current.onAsk(), pending: null }),
    [],
  );
  // A layout effect: when the page unmounts (e.g. the route guard swaps it for a redirect after the
  // session ended), the guard is gone before the redirect's own layout effect navigates.
  useLayoutEffect(() => guards.register(guard), [guards, guard]);
  return useMemo(() => ({ proceed: (options?: ProceedOptions) => guards.release(guard, options) }), [guards, guard]);
}
