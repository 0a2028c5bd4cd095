import { useLocation } from 'wouter';
import { useScrollRestoration } from '../lib/scroll-restoration';

/** New pages open at their top (or #anchor); Back and Forward return to where the member was. */
export function ScrollRestoration() {
  const [location] = useLocation();
  useScrollRestoration(location);
  return null;
}
