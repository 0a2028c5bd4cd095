import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoadingOverlayScreen } from '../../components/LoadingOverlayScreen';
import { useEditorSession } from '../../session/editor-session-context';
import { RouteTitle } from '../AppRoutes';
import { PreviewScreen } from '../preview/PreviewScreen';
import { CONSOLE_NOT_FOUND_TITLE, consoleNotFoundPage as ConsoleNotFound, consoleRoutes, type ConsoleRoute } from '../routes';
import { SignedInConsoleContext, type SignedInConsole } from './console-context';
import { ConsoleProviders } from './ConsoleProviders';
import { EditorShell } from './EditorShell';
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

const SIGNED_IN: SignedInConsole = { previewScreen: PreviewScreen };

/**
 * The console's frame (header, navigation, <main>) around a signed-in editor's pages; anyone else
 * (a guest, a member) is sent to the editor sign-in. The frame stays while its pages change.
 */
function SignedInFrame({ children }: { children: ReactNode }) {
  const { session } = useEditorSession();
  if (!session) return <Redirect to="/editor/login" replace />;
  return (
    <SignedInConsoleContext.Provider value={SIGNED_IN}>
      <EditorShell editor={session.editor}>{children}</EditorShell>
    </SignedInConsoleContext.Provider>
  );
}

/**
 * The editor console under /editor (docs/console-code.md): the console routes of the route table
 * (src/app/routes.tsx) with the console's own session and API client (never the member's), its
 * guards and its frame. App loads it lazily, so none of it is in the guest or member bundles.
 */
export function ConsoleRoutes() {
  return (
    <ConsoleProviders>
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
    </ConsoleProviders>
  );
}
