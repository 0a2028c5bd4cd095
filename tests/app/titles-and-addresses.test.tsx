import { describe, expect, it } from 'vitest';
import { resource } from '../features/resources/fixtures';
import { guestHomeRoutes, layoutRoutes, renderApp, screen, userEvent, waitFor, within, type FakeRoutes } from '../support/render';

// Issue 10 "Clarity": every route names the tab, navigation is announced, mixed-case addresses
// go to the route table's spelling.
const guestRoutes: FakeRoutes = {
  ...layoutRoutes,
  ...guestHomeRoutes,
  'GET /jsonapi/basiclandingpages/detail': [{ title: 'Terms of Service', body: '<p>Terms.</p>' }],
  'GET /jsonapi/resource/detail': [resource(1001, { title: 'Lens Planner', slug_url: '/lens-planner' })],
  'GET /jsonapi/resource/related/tags/201': [],
  'GET /jsonapi/attribute/profession': [],
  'GET /admin/city-state-city/api/get-country': { data: [] },
};

describe('document titles', () => {
  it.each([
    ['/', 'Home · the Source'],
    ['/login', 'Login · the Source'],
    ['/register', 'Create an account · the Source'],
    ['/resetpassword/reset/42/tmp', 'Reset Password · the Source'],
    ['/aboutus', 'About us · the Source'],
    ['/no-such-page', 'Page not found · the Source'],
  ])('%s is titled “%s”', async (path, title) => {
    renderApp({ path, routes: guestRoutes });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("a resource's page is titled with the resource, a landing page with its own title", async () => {
    const resourcePage = renderApp({ path: '/appdetail/lens-planner', routes: guestRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Lens Planner' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Lens Planner · the Source'));
    resourcePage.unmount();
    renderApp({ path: '/linkdetail/terms-service', routes: guestRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await waitFor(() => expect(document.title).toBe('Terms of Service · the Source'));
  });

  it('an unknown landing page is titled Page not found', async () => {
    renderApp({ path: '/linkdetail/missing', routes: { ...guestRoutes, 'GET /jsonapi/basiclandingpages/detail': [] } });
    await screen.findByRole('heading', { name: 'Page not found!' });
    await waitFor(() => expect(document.title).toBe('Page not found · the Source'));
  });

  it('announces the new page to screen readers after a navigation, not on the first page', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', routes: guestRoutes });
    const announcer = screen.getByTestId('route-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(document.title).toBe('Home · the Source'));
    expect(announcer).toHaveTextContent('');
    const header = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(header).findByRole('link', { name: 'Login' }));
    await waitFor(() => expect(announcer).toHaveTextContent('Login · the Source'));
  });
});

describe('mixed-case addresses', () => {
  it('/Login goes to /login, shown without header and footer', async () => {
    const app = renderApp({ path: '/Login', routes: guestRoutes });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/SUPPORT goes to /support (and a guest on to the login page)', async () => {
    const app = renderApp({ path: '/SUPPORT', routes: guestRoutes });
    await waitFor(() => expect(app.location()).toBe('/login?next=/support'));
    expect(app.history).not.toContain('/login?next=/SUPPORT');
  });

  it('keeps the parameters as typed: /LinkDetail/terms-service → /linkdetail/terms-service', async () => {
    const app = renderApp({ path: '/LinkDetail/terms-service', routes: guestRoutes });
    await waitFor(() => expect(app.location()).toBe('/linkdetail/terms-service'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('keeps the search: /Login?next=/settings → /login?next=/settings', async () => {
    const app = renderApp({ path: '/Login?next=/settings', routes: guestRoutes });
    await waitFor(() => expect(app.location()).toBe('/login?next=/settings'));
  });
});
