import type { ComponentType } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import type * as ConsolePages from './console/console-pages';
import { isConsoleAccess, type ConsoleAccess, type MemberAccess, type RouteAccess } from './RouteGuard';

/** A routed page: loaded lazily, so its code is not in the first load. */
type Page = ComponentType;

/** A page loaded with every Mantine component's styles (only Home makes do with the first-paint set). */
const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): Page =>
  lazyNamed(async () => (await Promise.all([load(), import('../components/all-mantine-styles')]))[0], name);

/**
 * The editor console's pages are one module (src/app/console/console-pages.tsx) behind this one
 * lazy component, loaded with the console (console/ConsoleRoutes.tsx starts it): once it is
 * there, every console page renders at once, with no loading screen between them. It is reached
 * through console/load-console-pages.ts, so the list of the console's files to preload is in that
 * small chunk, not in this one (which every first load has).
 */
const ConsolePage = lazyNamed<typeof ConsolePages, { name: ConsolePages.ConsolePageName }>(
  async () => (await import('./console/load-console-pages')).loadConsolePages(),
  'ConsolePage',
);

/** A page of the editor console, by its name in console-pages.tsx. */
function consolePage(name: ConsolePages.ConsolePageName): Page {
  const consolePageNamed = () => <ConsolePage name={name} />;
  consolePageNamed.displayName = name;
  return consolePageNamed;
}

export interface RouteDefinition {
  /** wouter pattern */
  path: string;
  /**
   * Who may see it: a member route by the member session (RouteGuard), an editor-console route
   * (under /editor) by the console's own session (console/ConsoleRoutes.tsx).
   */
  access: RouteAccess;
  /** Header and footer are hidden on the login, register, activation and reset pages (spec §2). */
  bare?: boolean;
  /**
   * The tab's title ('Login' → 'Login · the Source'). Pages about one thing (a resource, a CMS
   * page) replace it with that thing's name once loaded (`useDocumentTitle`).
   */
  title: string;
  component: Page;
}

/**
 * Every route of the app: spec §2's member routes, rendered by AppRoutes in the member layout,
 * then the editor console's (docs/console-code.md), rendered under /editor by console/ConsoleRoutes.tsx
 * in the console's frame. /settings and /userProfile show no guard in the spec's table, but their
 * content exists only for a member, so guests are sent home (docs/decisions.md). Emailed links
 * carry extra segments after /resetpassword and /useractivation, hence the wildcards.
 */
export const routes: RouteDefinition[] = [
  { path: '/', title: 'Home', access: 'all', component: lazyNamed(() => import('./home/HomeRoute'), 'HomeRoute') },
  {
    path: '/aboutus',
    title: 'About us',
    access: 'all',
    component: page(() => import('../features/content/AboutPage'), 'AboutPage'),
  },
  {
    path: '/login',
    title: 'Login',
    access: 'signedOut',
    bare: true,
    component: page(() => import('../features/accounts/LoginPage'), 'LoginPage'),
  },
  {
    path: '/register/:jwt?',
    title: 'Create an account',
    access: 'signedOut',
    bare: true,
    component: page(() => import('../features/accounts/RegisterPage'), 'RegisterPage'),
  },
  {
    path: '/registerConfirmation',
    title: 'Registration complete',
    access: 'signedOut',
    component: page(() => import('../features/accounts/RegisterConfirmationPage'), 'RegisterConfirmationPage'),
  },
  {
    path: '/distributorConfirmation',
    title: 'Registration successful',
    access: 'signedOut',
    component: page(() => import('../features/accounts/DistributorConfirmationPage'), 'DistributorConfirmationPage'),
  },
  {
    path: '/notificationDetails/:notificationid',
    title: 'Notifications',
    access: 'signedIn',
    component: page(() => import('../features/notifications/NotificationDetailsPage'), 'NotificationDetailsPage'),
  },
  {
    path: '/appdetail/:selectedAppUrl',
    title: 'Resource',
    access: 'all',
    component: page(() => import('../features/resources/AppDetailPage'), 'AppDetailPage'),
  },
  {
    path: '/resourcedetail/:id',
    title: 'Related Resources',
    access: 'all',
    component: page(() => import('../features/resources/RelatedResourcesPage'), 'RelatedResourcesPage'),
  },
  {
    path: '/support',
    title: 'Support',
    access: 'signedIn',
    component: page(() => import('../features/support/SupportPage'), 'SupportPage'),
  },
  {
    path: '/resetpassword/*?',
    title: 'Reset Password',
    access: 'signedOut',
    bare: true,
    component: page(() => import('../features/accounts/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: '/useractivation/*?',
    title: 'Account activation',
    access: 'signedOut',
    bare: true,
    component: page(() => import('../features/accounts/UserActivationPage'), 'UserActivationPage'),
  },
  {
    // The "This wasn't me" link of the new-browser email: for guests and members alike (docs/accounts.md).
    path: '/security/not-me/*?',
    title: 'Secure your account',
    access: 'all',
    bare: true,
    component: page(() => import('../features/accounts/NotMePage'), 'NotMePage'),
  },
  {
    path: '/settings',
    title: 'Settings',
    access: 'signedIn',
    component: page(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
  },
  {
    path: '/userProfile',
    title: 'My Account',
    access: 'signedIn',
    component: page(() => import('../features/profile/UserProfilePage'), 'UserProfilePage'),
  },
  {
    path: '/linkdetail/:linkName',
    title: 'Information',
    access: 'all',
    component: page(() => import('../features/content/LinkDetailPage'), 'LinkDetailPage'),
  },
  // The editor console: its sign-in and the emailed set-password link outside its frame, every
  // other page inside it, for a signed-in editor only.
  {
    path: '/editor/login',
    title: 'Editor sign-in',
    access: 'editorSignedOut',
    component: consolePage('EditorLoginPage'),
  },
  {
    path: '/editor/set-password/:uid/:token',
    title: 'Set your password',
    access: 'editorAll',
    component: consolePage('SetPasswordPage'),
  },
  {
    path: '/editor',
    title: 'Audit log · Editor console',
    access: 'editor',
    component: consolePage('AuditLogPage'),
  },
  {
    path: '/editor/banners',
    title: 'Banners · Editor console',
    access: 'editor',
    component: consolePage('BannersPage'),
  },
  {
    path: '/editor/cards',
    title: 'Quick-link cards · Editor console',
    access: 'editor',
    component: consolePage('CardsPage'),
  },
  {
    path: '/editor/mid-banners',
    title: 'Mid banner · Editor console',
    access: 'editor',
    component: consolePage('MidBannersPage'),
  },
  {
    path: '/editor/tags',
    title: 'Search tags · Editor console',
    access: 'editor',
    component: consolePage('TagsPage'),
  },
  {
    path: '/editor/resources',
    title: 'Resources · Editor console',
    access: 'editor',
    component: consolePage('ResourcesPage'),
  },
  {
    path: '/editor/professions',
    title: 'Professions · Editor console',
    access: 'editor',
    component: consolePage('ProfessionsPage'),
  },
  {
    path: '/editor/need-help',
    title: 'Need-help list · Editor console',
    access: 'editor',
    component: consolePage('NeedHelpPage'),
  },
  {
    path: '/editor/pages',
    title: 'Pages · Editor console',
    access: 'editor',
    component: consolePage('PagesPage'),
  },
  {
    // Retitled with the page's title once loaded ('History of … · Editor console').
    path: '/editor/pages/:id/history',
    title: 'Page history · Editor console',
    access: 'editor',
    component: consolePage('PageHistoryPage'),
  },
  {
    path: '/editor/inbox',
    title: 'Inbox · Editor console',
    access: 'editor',
    component: consolePage('InboxPage'),
  },
  {
    path: '/editor/members',
    title: 'Members · Editor console',
    access: 'editor',
    component: consolePage('MembersPage'),
  },
  {
    path: '/editor/notifications',
    title: 'Notifications · Editor console',
    access: 'editor',
    component: consolePage('NotificationsPage'),
  },
  {
    path: '/editor/invitations',
    title: 'Invitations · Editor console',
    access: 'editor',
    component: consolePage('InvitationsPage'),
  },
  {
    // Keeps this title while the previewed screens title themselves.
    path: '/editor/preview',
    title: 'Preview · Editor console',
    access: 'editor',
    component: consolePage('PreviewPage'),
  },
  {
    path: '/editor/approvals',
    title: 'Approvals · Editor console',
    access: 'editor',
    component: consolePage('ApprovalsPage'),
  },
];

/** The member routes (AppRoutes) and the editor console's (console/ConsoleRoutes.tsx). */
export type MemberRoute = RouteDefinition & { access: MemberAccess };
export type ConsoleRoute = RouteDefinition & { access: ConsoleAccess };
export const memberRoutes = routes.filter((route): route is MemberRoute => !isConsoleAccess(route.access));
export const consoleRoutes = routes.filter((route): route is ConsoleRoute => isConsoleAccess(route.access));

export const notFoundPage: Page = page(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
export const NOT_FOUND_TITLE = 'Page not found';

/** What the console shows a signed-in editor at an /editor address no console route has. */
export const consoleNotFoundPage: Page = consolePage('ConsoleNotFoundPage');
export const CONSOLE_NOT_FOUND_TITLE = 'Page not found · Editor console';

/** Paths whose pages render without header and footer. */
export const bareRoutePrefixes = ['/login', '/register', '/useractivation', '/resetpassword', '/security/not-me'];
