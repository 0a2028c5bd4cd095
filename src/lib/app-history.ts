import { useCallback } from 'react';
import { useLocation, type NavigateOptions } from 'wouter';

/**
 * How many of this tab's history entries before the current one are the portal's own pages. Kept
 * in `history.state`, so it survives reloads and follows the browser's back and forward buttons.
 * `history.length` cannot tell: it also counts the sites the tab showed before the portal.
 */
const DEPTH_KEY = 'appDepth';

/** The current entry's depth: 0 for the first page the tab opened on the portal. */
export function appHistoryDepth(): number {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const depth = state && typeof state === 'object' ? (state as Record<string, unknown>)[DEPTH_KEY] : undefined;
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}

/** History state for a new entry pushed on top of the current one (e.g. a guard's duplicate entry). */
export function nextEntryState(state: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...state, [DEPTH_KEY]: appHistoryDepth() + 1 };
}

/** Navigate options stamped with the depth of the entry they create (a push adds one, a replace keeps it). */
export function withAppDepth(options: NavigateOptions = {}): NavigateOptions {
  const state = options.state && typeof options.state === 'object' ? (options.state as Record<string, unknown>) : {};
  return { ...options, state: { ...state, [DEPTH_KEY]: appHistoryDepth() + (options.replace ? 0 : 1) } };
}

/** True when going back stays on the portal. */
export const canGoBackInApp = (): boolean => appHistoryDepth() > 0;

/**
 * Back one entry when it is one of the portal's pages, else Home: a page opened from an email, in
 * a new tab or after another site never sends the member off the portal (or nowhere).
 */
export function useGoBack(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => (canGoBackInApp() ? window.history.back() : navigate('/')), [navigate]);
}
