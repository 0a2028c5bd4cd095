import { describe, expect, it } from 'vitest';
import { act, memberSession, renderApp, screen } from '../support/render';
import { resource } from '../features/resources/fixtures';

// Spec §2 / §6: signed-in-only routes send guests home, signed-out-only routes send members home.
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

/** Resolves once the stored session is read and the guard has decided. */
async function settled(expected: 'signed-in' | 'signed-out') {
  expect(await screen.findByTestId('session-probe')).toBeInTheDocument();
  await screen.findByText(expected, { selector: '[data-testid="session-probe"]' });
  // Let the guard's redirect (a layout effect) and any follow-up render run.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('signed-in-only routes', () => {
  it.each(signedInOnly)('%s redirects a guest to /', async (path) => {
    const app = renderApp({ path });
    await settled('signed-out');
    expect(app.location()).toBe('/');
  });

  it.each(signedInOnly)('%s lets a member stay', async (path) => {
    const app = renderApp({ path, session: memberSession });
    await settled('signed-in');
    expect(app.location()).toBe(path);
    expect(app.history).toEqual([path]);
  });
});

describe('signed-out-only routes', () => {
  it.each(signedOutOnly)('%s redirects a member to /', async (path) => {
    const app = renderApp({ path, session: memberSession });
    await settled('signed-in');
    expect(app.location()).toBe('/');
  });

  it.each(signedOutOnly)('%s lets a guest stay', async (path) => {
    const app = renderApp({ path });
    await settled('signed-out');
    expect(app.location()).toBe(path);
    expect(app.history).toEqual([path]);
  });
});

describe('open routes', () => {
  it.each(['/', '/aboutus', '/linkdetail/terms-service', '/appdetail/lens-planner', '/resourcedetail/201'])(
    '%s is open to guests and members alike',
    async (path) => {
      const guest = renderApp({ path });
      await settled('signed-out');
      expect(guest.location()).toBe(path);
      guest.unmount();
      // The member detail page sends an empty protected answer home (spec §6), so answer it.
      const routes = { 'GET /jsonapi/protected/resource/detail': [resource(1001, { slug_url: '/lens-planner' })] };
      const member = renderApp({ path, session: memberSession, routes });
      await settled('signed-in');
      expect(member.location()).toBe(path);
    },
  );
});
