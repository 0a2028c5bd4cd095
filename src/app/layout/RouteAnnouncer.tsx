import { useState } from 'react';
import { useLocation } from 'wouter';
import { useDocumentTitleText } from '../../lib/document-title';

/**
 * Tells screen-reader users where a navigation took them: a polite live region reading the new
 * page's title ('Settings · the Source'). Silent on the first page, which the browser announces.
 */
export function RouteAnnouncer() {
  const [location] = useLocation();
  const title = useDocumentTitleText();
  const [firstLocation] = useState(location);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && location !== firstLocation) setHasNavigated(true);
  return (
    <div aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="route-announcer">
      {hasNavigated ? title : ''}
    </div>
  );
}
