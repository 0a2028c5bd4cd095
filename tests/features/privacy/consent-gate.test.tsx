import { describe, expect, it } from 'vitest';
import type { PendingConsent } from '../../../src/api/operations/listPendingConsents';
import {
  aboutPageRoutes,
  guestHomeRoutes,
  json,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberLoginResponse,
  memberSession,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
  type FakeRoutes,
} from '../../support/render';

// 22 November 2026, 14:05:00 UTC
const T = 1_795_356_300;

const terms: PendingConsent = {
  page: 'terms-service',
  title: 'Terms of Service',
  link: '/linkdetail/terms-service',
  version: 3,
  accepted_version: 1,
  changes: [
    { version: 2, summary: 'Resources may now be shared within your clinic.', created: T - 86_400 },
    { version: 3, summary: 'Disputes are settled in Stockholm.', created: T },
  ],
};
const privacyStatement: PendingConsent = {
  page: 'privacy-statement',
  title: 'Privacy Statement',
  link: '/linkdetail/privacy-statement',
  version: 2,
  accepted_version: 1,
  changes: [{ version: 2, summary: 'We keep sign-in history for 50 sign-ins.', created: T }],
};

const GATE = 'We have updated our terms';
const gate = () => screen.findByRole('dialog', { name: GATE });
const probe = () => screen.getByTestId('session-probe');

/** A member on /aboutus whose pending pages the test controls; accepting one removes it. */
function gateBackend(initial: PendingConsent[], extra: FakeRoutes = {}) {
  let pending = initial;
  const accepted: unknown[] = [];
  return {
    accepted,
    routes: {
      ...aboutPageRoutes,
      ...memberLayoutRoutes,
      ...guestHomeRoutes,
      'GET /api/user/consents/pending': () => pending,
      'POST /api/user/consents': async (request: Request) => {
        const body = (await request.json()) as { page: string; version: number };
        accepted.push(body);
        pending = pending.filter((entry) => entry.page !== body.page);
        const title = initial.find((entry) => entry.page === body.page)?.title ?? body.page;
        return json({ ...body, title, accepted: T }, 201);
      },
      'POST /user/logout': () => new Response(null, { status: 204 }),
      ...extra,
    } as FakeRoutes,
  };
}

describe('consent gate', () => {
  it('lists each pending page with the summaries of its changes and a link that opens it in a new tab', async () => {
    renderApp({ session: memberSession, path: '/aboutus', routes: gateBackend([terms, privacyStatement]).routes });
    const dialog = await gate();
    expect(dialog).toHaveTextContent(
      'To keep using your account, accept the new versions; if you decline, you will be signed out.',
    );

    expect(within(dialog).getByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Version 2, 21 November 2026: Resources may now be shared within your clinic.');
    expect(dialog).toHaveTextContent('Version 3, 22 November 2026: Disputes are settled in Stockholm.');
    const termsLink = within(dialog).getByRole('link', { name: 'Read Terms of Service (opens in a new tab)' });
    expect(termsLink).toHaveAttribute('href', '/linkdetail/terms-service');
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(termsLink).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(dialog).getByRole('heading', { name: 'Privacy Statement' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Version 2, 22 November 2026: We keep sign-in history for 50 sign-ins.');
    expect(within(dialog).getByRole('link', { name: 'Read Privacy Statement (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/linkdetail/privacy-statement',
    );
  });

  it('is blocking: no close button, Escape does nothing, and the focus stays inside', async () => {
    const user = userEvent.setup();
    renderApp({ session: memberSession, path: '/aboutus', routes: gateBackend([terms]).routes });
    const dialog = await gate();
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).toBeNull();
    // The first focus is on the first link, not on Accept: an Enter does not accept unread terms.
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Read Terms of Service (opens in a new tab)' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: GATE })).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(probe()).toHaveTextContent('signed-in');
  });

  it('Accept accepts the current version of every pending page, then closes', async () => {
    const user = userEvent.setup();
    const backend = gateBackend([terms, privacyStatement]);
    renderApp({ session: memberSession, path: '/aboutus', routes: backend.routes });
    await user.click(within(await gate()).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: GATE })).toBeNull());
    expect(backend.accepted).toEqual([
      { page: 'terms-service', version: 3 },
      { page: 'privacy-statement', version: 2 },
    ]);
    expect(probe()).toHaveTextContent('signed-in');
  });

  it('shows the server’s message when an acceptance is refused, and stays open', async () => {
    const user = userEvent.setup();
    const refused =
      'Version 3 is not the current version of the Terms of Service. Please reload the page and accept the current one.';
    const backend = gateBackend([terms], { 'POST /api/user/consents': json({ message: refused }, 400) });
    renderApp({ session: memberSession, path: '/aboutus', routes: backend.routes });
    await user.click(within(await gate()).getByRole('button', { name: 'Accept' }));
    expect(await within(await gate()).findByRole('alert')).toHaveTextContent(refused);
    expect(probe()).toHaveTextContent('signed-in');
  });

  it('Decline and sign out logs out like the user menu and goes Home', async () => {
    const user = userEvent.setup();
    const backend = gateBackend([terms]);
    const app = renderApp({ session: memberSession, path: '/aboutus', routes: backend.routes });
    await user.click(within(await gate()).getByRole('button', { name: 'Decline and sign out' }));
    await waitFor(() => expect(probe()).toHaveTextContent('signed-out'));
    expect(app.location()).toBe('/');
    const logout = app.calls.find((call) => call.path === '/user/logout');
    expect(logout?.search).toContain('token=test-logout-token');
    expect(logout?.authorization).toBe('Bearer test-access-token');
    expect(backend.accepted).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: GATE })).toBeNull());
  });

  it('asks right after a sign-in', async () => {
    const user = userEvent.setup();
    const backend = gateBackend([terms], { ...memberHomeRoutes, 'POST /user/login': memberLoginResponse });
    renderApp({ path: '/login', routes: backend.routes });
    await user.type(await screen.findByLabelText('Email'), 'anna.berg@clinic.example');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await gate()).toHaveTextContent('Disputes are settled in Stockholm.');
  });

  it('stays closed when nothing is pending', async () => {
    const app = renderApp({ session: memberSession, path: '/aboutus', routes: gateBackend([]).routes });
    await waitFor(() => expect(app.calls.some((call) => call.path === '/api/user/consents/pending')).toBe(true));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not cover the legal page the member opened from it', async () => {
    const app = renderApp({
      session: memberSession,
      path: '/linkdetail/terms-service',
      routes: gateBackend([terms]).routes,
    });
    await waitFor(() => expect(app.calls.some((call) => call.path === '/api/user/consents/pending')).toBe(true));
    await waitFor(() => expect(app.calls.some((call) => call.path === '/jsonapi/basiclandingpages/detail')).toBe(true));
    expect(screen.queryByRole('dialog', { name: GATE })).toBeNull();
    // Back on any other page, the question is asked.
    app.navigate('/aboutus');
    expect(await gate()).toBeInTheDocument();
  });

  it('is never asked (nor loaded) for a guest', async () => {
    const app = renderApp({ path: '/aboutus', routes: { ...aboutPageRoutes } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path.startsWith('/api/user/consents'))).toEqual([]);
  });
});
