import { Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import { ApprovalsPage } from '../../features/editor/approvals/ApprovalsPage';
import { AuditLogPage } from '../../features/editor/AuditLogPage';
import { BannersPage } from '../../features/editor/content/BannersPage';
import { CardsPage } from '../../features/editor/content/CardsPage';
import { MidBannersPage } from '../../features/editor/content/MidBannersPage';
import { NeedHelpPage } from '../../features/editor/content/NeedHelpPage';
import { PageHistoryPage } from '../../features/editor/content/PageHistoryPage';
import { PagesPage } from '../../features/editor/content/PagesPage';
import { ProfessionsPage } from '../../features/editor/content/ProfessionsPage';
import { ResourcesPage } from '../../features/editor/content/ResourcesPage';
import { TagsPage } from '../../features/editor/content/TagsPage';
import type { EditorSession } from '../../features/editor/editor-session';
import { EditorLoginPage } from '../../features/editor/EditorLoginPage';
import { InboxPage } from '../../features/editor/inbox/InboxPage';
import { InvitationsPage } from '../../features/editor/invitations/InvitationsPage';
import { MembersPage } from '../../features/editor/members/MembersPage';
import { NotificationsPage } from '../../features/editor/notifications/NotificationsPage';
import { PreviewPage } from '../../features/editor/preview/PreviewPage';
import { SetPasswordPage } from '../../features/editor/SetPasswordPage';
import { useSignedInConsole } from './console-context';

/** A page inside the console's frame, given the signed-in editor's session. */
function signedIn(Page: ComponentType<{ session: EditorSession }>): ComponentType {
  function SignedInPage() {
    return <Page session={useSignedInConsole().session} />;
  }
  return SignedInPage;
}

function SetPasswordRoute() {
  const { uid, token } = useParams<'/editor/set-password/:uid/:token'>();
  return <SetPasswordPage uid={uid} token={token} />;
}

function PageHistoryRoute() {
  const { id } = useParams<'/editor/pages/:id/history'>();
  const { session } = useSignedInConsole();
  return <PageHistoryPage key={id} session={session} pageId={id} />;
}

function PreviewRoute() {
  const { session, previewScreen } = useSignedInConsole();
  return <PreviewPage session={session} screen={previewScreen} />;
}

function ConsoleNotFoundPage() {
  return <Title order={1}>Page not found!</Title>;
}

/**
 * The editor console's pages by name, as the route table's console entries name them
 * (src/app/routes.tsx, which has their paths, titles and guards). One module, loaded lazily with
 * the first console page (load-console-pages.ts): none of it is in the guest or member bundles.
 */
const consolePages = {
  EditorLoginPage,
  SetPasswordPage: SetPasswordRoute,
  AuditLogPage: signedIn(AuditLogPage),
  BannersPage: signedIn(BannersPage),
  CardsPage: signedIn(CardsPage),
  MidBannersPage: signedIn(MidBannersPage),
  TagsPage: signedIn(TagsPage),
  ResourcesPage: signedIn(ResourcesPage),
  ProfessionsPage: signedIn(ProfessionsPage),
  NeedHelpPage: signedIn(NeedHelpPage),
  PagesPage: signedIn(PagesPage),
  PageHistoryPage: PageHistoryRoute,
  InboxPage: signedIn(InboxPage),
  MembersPage: signedIn(MembersPage),
  NotificationsPage: signedIn(NotificationsPage),
  InvitationsPage: signedIn(InvitationsPage),
  PreviewPage: PreviewRoute,
  ApprovalsPage: signedIn(ApprovalsPage),
  ConsoleNotFoundPage,
} satisfies Record<string, ComponentType>;

export type ConsolePageName = keyof typeof consolePages;

/** The console page `name` (what each console entry of the route table renders). */
export function ConsolePage({ name }: { name: ConsolePageName }) {
  const Page = consolePages[name];
  return <Page />;
}
