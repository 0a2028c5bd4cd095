import { describe, expect, it } from 'vitest';
import type { Session } from '../../../machines/session.machine';
import { UserMenu } from '../../../src/features/accounts/components/UserMenu';
import {
  aboutPageRoutes,
  guestHomeRoutes,
  memberLayoutRoutes,
  memberSession,
  renderApp,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
  within,
} from '../../support/render';

/** A member on /aboutus who logs out and lands on the guest home page. */
const logoutRoutes = { ...aboutPageRoutes, ...memberLayoutRoutes, ...guestHomeRoutes };

const distributorSession: Session = {
  ...memberSession,
  current_user: { uid: '8', name: 'dana.ortiz@optics.example' },
  user_extra_details: { uuid: 'uuid-8', user_type: '2', first_name: 'Dana', last_name: 'Ortiz', user_picture: null },
};

describe('header user menu (spec §2)', () => {
  it('is not shown to guests', async () => {
    renderApp({ path: '/aboutus', routes: aboutPageRoutes });
    await screen.findByText('signed-out', { selector: '[data-testid="session-probe"]' });
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^User menu/ })).toBeNull();
  });

  it("sits in a member's header with the member's initials, and lists My Account, Settings, Support and Logout", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/aboutus', session: memberSession, routes: { ...aboutPageRoutes, ...memberLayoutRoutes } });
    const header = await screen.findByRole('navigation', { name: 'Main' });
    const trigger = await within(header).findByRole('button', { name: /^User menu/ });
    expect(trigger).toHaveTextContent('AB');
    // Label in name (WCAG 2.5.3): the visible initials are part of the accessible name.
    expect(trigger).toHaveAccessibleName('User menu, AB');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Logged in as Healthcare Professional')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Account', 'Settings', 'Support', 'Logout']);
  });

  it("says 'Logged in as Distributor' for a distributor (any user_type but '1')", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />, { session: distributorSession });
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    expect(await screen.findByText('Logged in as Distributor')).toBeInTheDocument();
    expect(screen.queryByText('Logged in as Healthcare Professional')).toBeNull();
    expect(screen.getByRole('button', { name: /^User menu/ })).toHaveTextContent('DO');
  });

  it.each([
    ['My Account', '/userProfile'],
    ['Settings', '/settings'],
    ['Support', '/support'],
  ])('%s goes to %s', async (item, path) => {
    const user = userEvent.setup();
    const app = renderWithProviders(<UserMenu />, { path: '/aboutus', session: memberSession });
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
    await waitFor(() => expect(app.location()).toBe(path));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('Logout ends the session on the server with its tokens, clears storage, goes home and shows Login again', async () => {
    const user = userEvent.setup();
    let logout: { search: string; csrf: string | null; authorization: string | null } | undefined;
    const app = renderApp({
      path: '/aboutus',
      session: memberSession,
      routes: {
        ...logoutRoutes,
        'POST /user/logout': (request: Request) => {
          logout = {
            search: new URL(request.url).search,
            csrf: request.headers.get('X-CSRF-Token'),
            authorization: request.headers.get('Authorization'),
          };
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByText('signed-out', { selector: '[data-testid="session-probe"]' });
    expect(logout?.search).toContain('token=test-logout-token');
    expect(logout?.csrf).toBe('test-csrf-token');
    expect(logout?.authorization).toBe('Bearer test-access-token');
    expect(window.localStorage.getItem('persist:root')).toBeNull();
    expect(app.location()).toBe('/');
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^User menu/ })).toBeNull();
  });

  it('Logout still signs out when the server call fails (spec §8)', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/aboutus',
      session: memberSession,
      routes: { ...logoutRoutes, 'POST /user/logout': () => new Response('{}', { status: 500 }) },
    });
    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByText('signed-out', { selector: '[data-testid="session-probe"]' });
    expect(window.localStorage.getItem('persist:root')).toBeNull();
  });
});
