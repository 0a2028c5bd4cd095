import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * CMS bodies link to portal pages with plain anchors (`<a href="/userProfile">`). Following them
 * through the router keeps the session's in-memory state and avoids reloading the app.
 */
export function useInAppLinks() {
  const [, navigate] = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = (event.target as HTMLElement).closest('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
