import { describe, expect, it } from 'vitest';
import { guestHomeRoutes, json, layoutRoutes, renderApp, screen, userEvent, waitFor } from '../support/render';

describe('not-found page', () => {
  it.each(['/no-such-page', '/appdetail', '/linkdetail/a/b', '/LOGIN-x'])('shows "Page not found!" for %s', async (path) => {
    renderApp({ path, routes: layoutRoutes });
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
  });

  it('goes back home', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/nowhere', routes: { ...layoutRoutes, ...guestHomeRoutes } });
    await user.click(await screen.findByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('is shown by a link page whose alias matches no page', async () => {
    const app = renderApp({
      path: '/linkdetail/missing',
      routes: { ...layoutRoutes, 'GET /jsonapi/basiclandingpages/detail': [] },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
    expect(app.calls.find((call) => call.path === '/jsonapi/basiclandingpages/detail')?.search).toBe('?alias=%2Fmissing');
  });
});

describe('link page', () => {
  // Sanitising itself is not asserted here: DOMPurify 3 under happy-dom 21 leaves <script> and
  // onerror in place (it does not recognise happy-dom's nodes), so that check needs a real browser.
  it("shows the first item's title and its body", async () => {
    renderApp({
      path: '/linkdetail/terms-service',
      routes: {
        ...layoutRoutes,
        'GET /jsonapi/basiclandingpages/detail': json([
          { title: 'Terms of Service', body: '<p>Be kind.</p><p><a href="/aboutus">About us</a></p>' },
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Be kind.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/aboutus');
  });
});

describe('about page', () => {
  it('renders the about-lumira landing page', async () => {
    const app = renderApp({
      path: '/aboutus',
      routes: { ...layoutRoutes, 'GET /jsonapi/basiclandingpages/detail': [{ title: 'About Lumira', body: '<p>Optics.</p>' }] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Lumira' })).toBeInTheDocument();
    expect(app.calls.find((call) => call.path === '/jsonapi/basiclandingpages/detail')?.search).toBe('?alias=%2Fabout-lumira');
  });

  it('falls back to a static block when the backend has no such page', async () => {
    renderApp({ path: '/aboutus', routes: { ...layoutRoutes, 'GET /jsonapi/basiclandingpages/detail': [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'About the Source' })).toBeInTheDocument();
  });
});
