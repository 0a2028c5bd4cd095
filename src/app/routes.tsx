import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import type { RouteAccess } from './RouteGuard';

type Page = LazyExoticComponent<ComponentType>;

/** A page loaded with every Mantine component's styles (only Home makes do with the first-paint set). */
const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): Page =>
  lazyNamed(async () => (await Promise.all([load(), import('../components/all-mantine-styles')]))[0], name);

export interface RouteDefinition {
  /** wouter pattern */
  path: string;
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
 * Spec §2 route table. /settings and /userProfile show no guard in the spec's table, but their
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
];

export const notFoundPage: Page = page(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
export const NOT_FOUND_TITLE = 'Page not found';

/** Paths whose pages render without header and footer. */
export const bareRoutePrefixes = ['/login', '/register', '/useractivation', '/resetpassword', '/security/not-me'];
