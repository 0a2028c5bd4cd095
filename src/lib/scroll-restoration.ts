import { useEffect, useLayoutEffect, useRef } from 'react';
import { appHistoryDepth } from './app-history';

/**
 * Where each of the tab's portal entries was scrolled to, by its history depth (app-history.ts):
 * a push from depth d creates d + 1 and drops every entry after it, so among the entries Back and
 * Forward can reach, a depth names one entry. Kept in sessionStorage across reloads of the tab.
 */
const STORAGE_KEY = 'source-scroll-positions';

/** How long a restore waits for the page to grow tall enough (lazy page code, data still loading). */
const RESTORE_TIMEOUT_MS = 4_000;

/** Inputs that mean the member is scrolling now: a restore still waiting gives way to them. */
const MEMBER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

function readStored(): Map<number, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return new Map(Object.entries(stored as Record<string, number>).map(([depth, y]) => [Number(depth), y]));
  } catch {
    return new Map();
  }
}

function writeStored(positions: Map<number, number>) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or refused (private mode): positions stay in memory for this page load.
  }
}

/** Whether this page load is a reload or a Back/Forward into the portal (then the entry's place is restored). */
function isReturningLoad(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * The path the last Back/Forward went to. Recorded by a listener registered when this module loads,
 * so before the router's own: the router renders the page it returns to inside its listener.
 */
let poppedTo: string | null = null;
/** True until the document's first page has been placed (a reload or Back into the portal restores it). */
let isDocumentsFirstPage = true;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedTo = window.location.pathname;
  });
}

/** Scrolls to `y` as soon as the page is tall enough; gives up on the member's own scrolling or after a while. */
function restoreWhenTallEnough(y: number, onDone: () => void): () => void {
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    MEMBER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, stop, true));
    onDone();
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
    if (reachable >= y || performance.now() - started > RESTORE_TIMEOUT_MS) return stop();
    frame = requestAnimationFrame(attempt);
  };
  MEMBER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  attempt();
  return stop;
}

/** The element id a `#fragment` names; '' for none or one that is not valid percent-encoding. */
function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** Scrolls to the element the address's #fragment names once it is on the page, else stays at the top. */
function scrollToAnchorWhenShown(id: string, onDone: () => void): () => void {
  let frame = 0;
  const started = performance.now();
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return onDone();
    }
    if (performance.now() - started > RESTORE_TIMEOUT_MS) return onDone();
    frame = requestAnimationFrame(attempt);
  };
  window.scrollTo(0, 0);
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * The portal's own scroll restoration (the browser's cannot work for pages that load their code
 * and data after the address changed): a new page opens at its top, or at its #anchor; Back,
 * Forward and a reload return to where the entry was scrolled, once the page is tall enough.
 * Only a change of the path moves the window, not one of the query or the history state alone.
 */
export function useScrollRestoration(pathname: string) {
  const positions = useRef<Map<number, number>>(null);
  const isRestoring = useRef(false);
  const cancel = useRef<() => void>(() => {});
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    const saved = (positions.current = readStored());
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      if (!isRestoring.current) saved.set(appHistoryDepth(), Math.round(window.scrollY));
    };
    const flush = () => writeStored(saved);
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', flush);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    if (pathname === lastPathname.current) return;
    lastPathname.current = pathname;
    cancel.current();
    const isReturning = isDocumentsFirstPage ? isReturningLoad() : poppedTo === window.location.pathname;
    isDocumentsFirstPage = false;
    poppedTo = null;
    // On the first page the listeners' effect has not read the stored positions yet.
    const target = isReturning ? ((positions.current ?? readStored()).get(appHistoryDepth()) ?? 0) : null;
    isRestoring.current = true;
    const done = () => {
      isRestoring.current = false;
      positions.current?.set(appHistoryDepth(), Math.round(window.scrollY));
    };
    const anchor = anchorOf(window.location.hash);
    if (target !== null) cancel.current = restoreWhenTallEnough(target, done);
    else if (anchor) cancel.current = scrollToAnchorWhenShown(anchor, done);
    else {
      window.scrollTo(0, 0);
      done();
      cancel.current = () => {};
    }
  }, [pathname]);
}
