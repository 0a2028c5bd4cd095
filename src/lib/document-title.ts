import { useEffect, useSyncExternalStore } from 'react';

export const SITE_NAME = 'the Source';

/** 'Login' → 'Login · the Source'; no title → 'the Source'. */
export function formatDocumentTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${SITE_NAME}` : SITE_NAME;
}

let listeners: Array<() => void> = [];
const subscribe = (listener: () => void) => {
  listeners = [...listeners, listener];
  return () => {
    listeners = listeners.filter((other) => other !== listener);
  };
};

/** Sets the tab's title (and tells `useDocumentTitleText` subscribers, e.g. the route announcer). */
export function setDocumentTitle(title?: string | null): void {
  const next = formatDocumentTitle(title);
  if (document.title === next) return;
  document.title = next;
  for (const listener of listeners) listener();
}

/**
 * The page's own title while it is shown. Nothing happens while `title` is empty (data still
 * loading), so the route's title stays until the real one is known.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) setDocumentTitle(title);
  }, [title]);
}

/** The current document title, re-rendering when a page changes it. */
export function useDocumentTitleText(): string {
  return useSyncExternalStore(subscribe, () => document.title);
}
