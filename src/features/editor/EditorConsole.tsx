import { Title } from '@mantine/core';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useDocumentTitle } from '../../lib/document-title';
import { ApprovalsPage } from './approvals/ApprovalsPage';
import { AuditLogPage } from './AuditLogPage';
import { BannersPage } from './content/BannersPage';
import { CardsPage } from './content/CardsPage';
import { MidBannersPage } from './content/MidBannersPage';
import { ResourcesPage } from './content/ResourcesPage';
import { NeedHelpPage } from './content/NeedHelpPage';
import { ProfessionsPage } from './content/ProfessionsPage';
import { PageHistoryPage } from './content/PageHistoryPage';
import { PagesPage } from './content/PagesPage';
import { TagsPage } from './content/TagsPage';
import { EditorLoginPage } from './EditorLoginPage';
import { InboxPage } from './inbox/InboxPage';
import { InvitationsPage } from './invitations/InvitationsPage';
import { MembersPage } from './members/MembersPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { EditorShell } from './EditorShell';
import { createEditorSessionStore, type EditorSession } from './editor-session';
import { EditorSessionContext, useEditorSession } from './editor-session-context';
import { PreviewPage } from './preview/PreviewPage';
import type { PreviewScreenProps } from './preview/preview-screen-props';
import { SetPasswordPage } from './SetPasswordPage';

/** Pages only a signed-in editor sees; anyone else (a guest, a member) is sent to the editor sign-in. */
function SignedIn({ children }: { children: (session: EditorSession) => ReactNode }) {
  const { session } = useEditorSession();
  if (!session) return <Redirect to="/editor/login" replace />;
  return <EditorShell session={session}>{children(session)}</EditorShell>;
}

function SignedOut({ children }: { children: ReactNode }) {
  const { session } = useEditorSession();
  if (session) return <Redirect to="/editor" replace />;
  return <>{children}</>;
}

function ConsoleNotFound() {
  useDocumentTitle('Page not found · Editor console');
  return <Title order={1}>Page not found!</Title>;
}

export interface EditorConsoleProps {
  /** The app's real screens, for the preview (the app composes them; the console is a feature). */
  previewScreen: ComponentType<PreviewScreenProps>;
}

/**
 * The editor console under /editor (docs/editors.md): its own session (never the member's), its
 * own pages and frame. The app loads it lazily, so none of it is in the guest or member bundles.
 */
export function EditorConsole({ previewScreen }: EditorConsoleProps) {
  const [store] = useState(() => createEditorSessionStore(window.localStorage));
  return (
    <EditorSessionContext.Provider value={store}>
      <Switch>
        <Route path="/editor/login">
          <SignedOut>
            <EditorLoginPage />
          </SignedOut>
        </Route>
        <Route path="/editor/set-password/:uid/:token">
          {(params) => <SetPasswordPage uid={params.uid} token={params.token} />}
        </Route>
        <Route path="/editor">
          <SignedIn>{(session) => <AuditLogPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/banners">
          <SignedIn>{(session) => <BannersPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/cards">
          <SignedIn>{(session) => <CardsPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/mid-banners">
          <SignedIn>{(session) => <MidBannersPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/tags">
          <SignedIn>{(session) => <TagsPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/resources">
          <SignedIn>{(session) => <ResourcesPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/professions">
          <SignedIn>{(session) => <ProfessionsPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/need-help">
          <SignedIn>{(session) => <NeedHelpPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/pages">
          <SignedIn>{(session) => <PagesPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/pages/:id/history">
          {(params) => (
            <SignedIn>{(session) => <PageHistoryPage key={params.id} session={session} pageId={params.id} />}</SignedIn>
          )}
        </Route>
        <Route path="/editor/inbox">
          <SignedIn>{(session) => <InboxPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/members">
          <SignedIn>{(session) => <MembersPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/notifications">
          <SignedIn>{(session) => <NotificationsPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/invitations">
          <SignedIn>{(session) => <InvitationsPage session={session} />}</SignedIn>
        </Route>
        <Route path="/editor/preview">
          <SignedIn>{(session) => <PreviewPage session={session} screen={previewScreen} />}</SignedIn>
        </Route>
        <Route path="/editor/approvals">
          <SignedIn>{(session) => <ApprovalsPage session={session} />}</SignedIn>
        </Route>
        <Route>
          <SignedIn>{() => <ConsoleNotFound />}</SignedIn>
        </Route>
      </Switch>
    </EditorSessionContext.Provider>
  );
}
