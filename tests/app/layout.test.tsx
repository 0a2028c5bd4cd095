import { describe, expect, it, vi } from 'vitest';
import {
  aboutPageRoutes,
  footerPage,
  guestHomeRoutes,
  json,
  lookupRoutes,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberSession,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
} from '../support/render';

const pages = [
  footerPage('terms-service'),
  footerPage('hidden-page', 'None'),
  footerPage('/cookie-policy'),
  footerPage('promo', 'Header'),
];

describe('header', () => {
  it('shows the logo link home with Login and Register for guests', async () => {
    renderApp({ path: '/aboutus', routes: aboutPageRoutes });
    const header = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: 'The Source home' })).toHaveAttribute('href', '/');
    expect(await within(header).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByText('EN')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('hides Login and Register from members', async () => {
    renderApp({ path: '/aboutus', session: memberSession, routes: { ...aboutPageRoutes, ...memberLayoutRoutes } });
    await screen.findByText('signed-in', { selector: '[data-testid="session-probe"]' });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it.each(['/login', '/register', '/register/a.b.c', '/useractivation/x_1/y/z', '/resetpassword/a/b/c', '/security/not-me/1/t'])(
    'and the footer are hidden on %s',
    async (path) => {
      // The pages' own calls (registration's lists, its invitation, the activation link's check) may start before the test ends.
      const activation = () => json({ message: 'This activation link is invalid.' }, 400);
      const routes = {
        'GET /jsonapi/basiclandingpages': pages,
        ...lookupRoutes,
        'GET /api/user/registration/confirm/1/z': activation,
        // /register/a.b.c asks about its invitation: refused (not revoked), so the page stays.
        'POST /api/invitations/open': () =>
          json(
            { message: 'Your invitation link is invalid or has expired. Please reach out to your representative for a new one.' },
            403,
          ),
      };
      renderApp({ path, routes });
      await screen.findByText('signed-out', { selector: '[data-testid="session-probe"]' });
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it('asks before leaving My Account through the logo', async () => {
    const user = userEvent.setup();
    // The profile's own calls are not answered: the header is what is tested.
    const app = renderApp({
      path: '/userProfile',
      session: memberSession,
      routes: {
        ...memberLayoutRoutes,
        ...memberHomeRoutes,
        'GET /jsonapi/user/profile/': () => new Response(null, { status: 503 }),
        'GET /admin/city-state-city/api/get-country': { data: [] },
        'GET /jsonapi/attribute/profession': [],
      },
    });
    await user.click(await screen.findByRole('link', { name: 'The Source home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave My Account?' });
    expect(dialog).toHaveTextContent('Are you sure you want to go back?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe('/userProfile');

    await user.click(screen.getByRole('link', { name: 'The Source home' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, go home' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('goes home from the logo without asking elsewhere', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/aboutus', routes: { ...aboutPageRoutes, ...guestHomeRoutes } });
    await user.click(await screen.findByRole('link', { name: 'The Source home' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.location()).toBe('/');
  });
});

describe('footer', () => {
  it('links only the pages located in the Footer, to their link pages', async () => {
    renderApp({ path: '/aboutus', routes: { ...aboutPageRoutes, 'GET /jsonapi/basiclandingpages': pages } });
    const footer = await screen.findByRole('contentinfo');
    const terms = await within(footer).findByRole('link', { name: 'Page terms-service' });
    expect(terms).toHaveAttribute('href', '/linkdetail/terms-service');
    expect(within(footer).getByRole('link', { name: 'Page /cookie-policy' })).toHaveAttribute(
      'href',
      '/linkdetail/cookie-policy',
    );
    expect(within(footer).queryByText('Page hidden-page')).toBeNull();
    expect(within(footer).queryByText('Page promo')).toBeNull();
  });

  it('asks for the list with _format=json', async () => {
    const app = renderApp({ path: '/aboutus', routes: { ...aboutPageRoutes, 'GET /jsonapi/basiclandingpages': pages } });
    await screen.findByText('Page terms-service');
    expect(app.calls.find((call) => call.path === '/jsonapi/basiclandingpages')?.search).toBe('?_format=json');
  });

  it('shows Contact Us, the 2025 copyright and external links opening a new tab', async () => {
    renderApp({ path: '/aboutus', routes: aboutPageRoutes });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2025 Lumira Surgical Optics');
    const external = within(footer).getByRole('list', { name: 'Our other sites' });
    for (const link of within(external).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('still renders when the page list cannot be fetched', async () => {
    renderApp({
      path: '/aboutus',
      routes: {
        ...aboutPageRoutes,
        'GET /jsonapi/basiclandingpages': () => new Response('{"message":"down"}', { status: 500 }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

describe('footer Contact Us', () => {
  it('asks the contact-us context to open the dialog', async () => {
    const user = userEvent.setup();
    const onContactUs = vi.fn();
    renderApp({ path: '/aboutus', routes: aboutPageRoutes, onContactUs });
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Contact Us' }));
    expect(onContactUs).toHaveBeenCalledOnce();
  });
});
