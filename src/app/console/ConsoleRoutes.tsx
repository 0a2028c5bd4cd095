import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { createEditorSessionStore } from '../../features/editor/editor-session';
import { EditorSessionContext, useEditorSession } from '../../features/editor/editor-session-context';
import { EditorShell } from '../../features/editor/EditorShell';
import { RouteTitle } from '../AppRoutes';
import { PreviewScreen } from '../preview/PreviewScreen';
import { CONSOLE_NOT_FOUND_TITLE, consoleNotFoundPage as ConsoleNotFound, consoleRoutes, type ConsoleRoute } from '../routes';
import { SignedInConsoleContext } from './console-context';
import { loadConsolePages } from './load-console-pages';

type FramedRoute = ConsoleRoute & { access: 'editor' };
type UnframedRoute = ConsoleRoute & { access: Exclude<ConsoleRoute['access'], 'editor'> };

/** The sign-in and the set-password link, outside the frame; matched first. */
const unframedRoutes = consoleRoutes.filter((route): route is UnframedRoute => route.access !== 'editor');
/** Every other console page, inside the frame. */
const framedRoutes = consoleRoutes.filter((route): route is FramedRoute => route.access === 'editor');

// The console's pages start loading with its frame, rather than once the frame has rendered.
void loadConsolePages();

/** The sign-in sends a signed-in editor to /editor; the set-password link is for anyone. */
function UnframedGuard({ access, children }: { access: UnframedRoute['access']; children: ReactNode }) {
  const { session } = useEditorSession();
  if (access === 'editorSignedOut' && session) return <Redirect to="/editor" replace />;
  return children;
}

/**
 * The console's frame (header, navigation, <main>) around a signed-in editor's pages; anyone else
 * (a guest, a member) is sent to the editor sign-in. The frame stays while its pages change.
 */
function SignedInFrame({ children }: { children: ReactNode }) {
  const { session } = useEditorSession();
  const signedIn = useMemo(() => (session ? { session, previewScreen: PreviewScreen } : null), [session]);
  if (!signedIn) return <Redirect to="/editor/login" replace />;
  return (
    <SignedInConsoleContext.Provider value={signedIn}>
      <EditorShell session={signedIn.session}>{children}</EditorShell>
    </SignedInConsoleContext.Provider>
  );
}

/**
 * The editor console under /editor (docs/console-code.md): the console routes of the route table
 * (src/app/routes.tsx) with the console's own session (never the member's), its guards and its
 * frame. App loads it lazily, so none of it is in the guest or member bundles.
 */
export function ConsoleRoutes() {
  const [store] = useState(() => createEditorSessionStore(window.localStorage));
  return (
    <EditorSessionContext.Provider value={store}>
      <Suspense fallback={<LoadingOverlayScreen />}>
        <Switch>
          {unframedRoutes.map(({ path, access, title, component: Page }) => (
            <Route key={path} path={path}>
              <UnframedGuard access={access}>
                <RouteTitle title={title} />
                <Page />
              </UnframedGuard>
            </Route>
          ))}
          <Route>
            <SignedInFrame>
              <Switch>
                {framedRoutes.map(({ path, title, component: Page }) => (
                  <Route key={path} path={path}>
                    <RouteTitle title={title} />
                    <Page />
                  </Route>
                ))}
                <Route>
                  <RouteTitle title={CONSOLE_NOT_FOUND_TITLE} />
                  <ConsoleNotFound />
                </Route>
              </Switch>
            </SignedInFrame>
          </Route>
        </Switch>
      </Suspense>
    </EditorSessionContext.Provider>
  );
}
