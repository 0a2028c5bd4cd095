import { Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import { ApprovalsPage } from '../../features/console-approvals/ApprovalsPage';
import { AuditLogPage } from '../../features/console-audit/AuditLogPage';
import { BannersPage } from '../../features/console-content/BannersPage';
import { CardsPage } from '../../features/console-content/CardsPage';
import { MidBannersPage } from '../../features/console-content/MidBannersPage';
import { PageHistoryPage } from '../../features/console-content/PageHistoryPage';
import { PagesPage } from '../../features/console-content/PagesPage';
import { ResourcesPage } from '../../features/console-content/ResourcesPage';
import { NeedHelpPage, ProfessionsPage, TagsPage } from '../../features/console-content/terms';
import { InboxPage } from '../../features/console-inbox/InboxPage';
import { InvitationsPage } from '../../features/console-invitations/InvitationsPage';
import { MembersPage } from '../../features/console-members/MembersPage';
import { NotificationsPage } from '../../features/console-notifications/NotificationsPage';
import { PreviewPage } from '../../features/console-preview/PreviewPage';
import { EditorLoginPage } from '../../features/console-sign-in/EditorLoginPage';
import { SetPasswordPage } from '../../features/console-sign-in/SetPasswordPage';
import { useSignedInConsole } from './console-context';

function SetPasswordRoute() {
  const { uid, token } = useParams<'/editor/set-password/:uid/:token'>();
  return <SetPasswordPage uid={uid} token={token} />;
}

function PageHistoryRoute() {
  const { id } = useParams<'/editor/pages/:id/history'>();
  return <PageHistoryPage key={id} pageId={id} />;
}

function PreviewRoute() {
  return <PreviewPage screen={useSignedInConsole().previewScreen} />;
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
  AuditLogPage,
  BannersPage,
  CardsPage,
  MidBannersPage,
  TagsPage,
  ResourcesPage,
  ProfessionsPage,
  NeedHelpPage,
  PagesPage,
  PageHistoryPage: PageHistoryRoute,
  InboxPage,
  MembersPage,
  NotificationsPage,
  InvitationsPage,
  PreviewPage: PreviewRoute,
  ApprovalsPage,
  ConsoleNotFoundPage,
} satisfies Record<string, ComponentType>;

export type ConsolePageName = keyof typeof consolePages;

/** The console page `name` (what each console entry of the route table renders). */
export function ConsolePage({ name }: { name: ConsolePageName }) {
  const Page = consolePages[name];
  return <Page />;
}
