import { describe, expect, it } from 'vitest';
import {
  act,
  guestHomeRoutes,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberSession,
  renderApp,
  screen,
  settingsSecurityRoutes,
  type FakeRoutes,
} from '../support/render';
import { resource } from '../features/resources/fixtures';
import { json } from '../support/fake-api';

// Spec §2 / §6: signed-out-only routes send members home; signed-in-only routes send guests to the
// login page, which returns them afterwards (issue 10, docs/decisions.md).
const signedInOnly = ['/notificationDetails/1', '/support', '/settings', '/userProfile'];
const signedOutOnly = [
  '/login',
  '/register',
  '/register/a.b.c',
  '/registerConfirmation',
  '/distributorConfirmation',
  '/resetpassword',
  '/useractivation',
];

/**
 * Every call the pages behind these routes may make before a test ends (the guards, not the
 * pages, are under test): layout, home for guests and members, and each page's own reads, empty.
 */
const pageRoutes: FakeRoutes = {
  ...memberLayoutRoutes,
  ...guestHomeRoutes,
  ...memberHomeRoutes,
  ...settingsSecurityRoutes,
  'GET /jsonapi/basiclandingpages/detail': [],
  'GET /jsonapi/message/notification/1': [],
  'GET /jsonapi/user/settings/7': { data: [] },
  'GET /jsonapi/user/profile/': { data: [] },
  'GET /admin/city-state-city/api/get-country': { data: [] },
  'GET /jsonapi/attribute/profession': [],
  'GET /jsonapi/resource/detail': [],
  'GET /jsonapi/resource/related/201': [],
  'GET /jsonapi/resource/related/tags/201': [],
  // The member detail page sends an empty protected answer home (spec §6), so answer it.
  'GET /jsonapi/protected/resource/detail': [resource(1001, { slug_url: '/lens-planner' })],
  // /register/a.b.c asks about its invitation: refused (not revoked), so the page stays.
  'POST /api/invitations/open': () =>
    json(
      { message: 'Your invitation link is invalid or has expired. Please reach out to your representative for a new one.' },
      403,
    ),
};

/** Resolves once the stored session is read and the guard has decided. */
async function settled(expected: 'signed-in' | 'signed-out') {
  expect(await screen.findByTestId('session-probe')).toBeInTheDocument();
  await screen.findByText(expected, { selector: '[data-testid="session-probe"]' });
  // Let the guard's redirect (a layout effect) and any follow-up render run.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('signed-in-only routes', () => {
  // Spec §6 says home; issue 10: the login page, which brings the guest back after logging in.
  it.each(signedInOnly)('%s sends a guest to the login page with the way back', async (path) => {
    const app = renderApp({ path, routes: pageRoutes });
    await settled('signed-out');
    expect(app.location()).toBe(`/login?next=${path}`);
    expect(
      await screen.findByText('Please log in to open that page. You will go straight on to it after logging in.'),
    ).toBeVisible();
  });

  it.each(signedInOnly)('%s lets a member stay', async (path) => {
    const app = renderApp({ path, session: memberSession, routes: pageRoutes });
    await settled('signed-in');
    expect(app.location()).toBe(path);
    expect(app.history).toEqual([path]);
  });
});

describe('signed-out-only routes', () => {
  it.each(signedOutOnly)('%s redirects a member to /', async (path) => {
    const app = renderApp({ path, session: memberSession, routes: pageRoutes });
    await settled('signed-in');
    expect(app.location()).toBe('/');
  });

  it.each(signedOutOnly)('%s lets a guest stay', async (path) => {
    const app = renderApp({ path, routes: pageRoutes });
    await settled('signed-out');
    expect(app.location()).toBe(path);
    expect(app.history).toEqual([path]);
  });
});

describe('open routes', () => {
  it.each(['/', '/aboutus', '/linkdetail/terms-service', '/appdetail/lens-planner', '/resourcedetail/201'])(
    '%s is open to guests and members alike',
    async (path) => {
      const guest = renderApp({ path, routes: pageRoutes });
      await settled('signed-out');
      expect(guest.location()).toBe(path);
      guest.unmount();
      const member = renderApp({ path, session: memberSession, routes: pageRoutes });
      await settled('signed-in');
      expect(member.location()).toBe(path);
    },
  );
});
