import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { LoadingOverlayScreen } from '../components/LoadingOverlayScreen';
import { useDocumentTitle } from '../lib/document-title';
import { canonicalPath } from './canonical-path';
import { RouteGuard } from './RouteGuard';
import { memberRoutes, NOT_FOUND_TITLE, notFoundPage as NotFound } from './routes';

const patterns = memberRoutes.map(({ path }) => path);

/** Sets the route's own tab title; a page may refine it once its data is loaded. */
export function RouteTitle({ title }: { /** e.g. 'Login'. */ title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * Renders the route table's member routes (the editor console's are console/ConsoleRoutes.tsx's);
 * every page is loaded lazily. Mixed-case addresses go to the table's spelling.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const canonical = canonicalPath(location, patterns, parser);
  if (canonical !== location) return <Redirect to={`${canonical}${search ? `?${search}` : ''}`} replace />;
  return (
    <Suspense fallback={<LoadingOverlayScreen fill />}>
      <Switch>
        {memberRoutes.map(({ path, access, title, component: Page }) => (
          <Route key={path} path={path}>
            <RouteGuard access={access}>
              <RouteTitle title={title} />
              <Page />
            </RouteGuard>
          </Route>
        ))}
        <Route>
          <RouteTitle title={NOT_FOUND_TITLE} />
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
