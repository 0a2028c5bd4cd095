import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingOverlayScreen } from '../components/LoadingOverlayScreen';
import { RouteGuard } from './RouteGuard';
import { notFoundPage as NotFound, routes } from './routes';

/** Renders the route table; every page is loaded lazily. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingOverlayScreen />}>
      <Switch>
        {routes.map(({ path, access, component: Page }) => (
          <Route key={path} path={path}>
            <RouteGuard access={access}>
              <Page />
            </RouteGuard>
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
