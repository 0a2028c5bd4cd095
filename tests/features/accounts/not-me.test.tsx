import { describe, expect, it } from 'vitest';
import { parseNotMePath } from '../../../src/features/accounts/links';
import { json, memberSession, renderApp, screen, userEvent, waitFor, within, type FakeRoutes } from '../../support/render';

const PATH = '/security/not-me/42/t0k-en';
const REPORTED = 'All sessions on your account have been ended. We have sent you an email with a link to set a new password.';
const BUTTON = 'End all sessions and reset my password';

describe('"This wasn\'t me" link parsing', () => {
  it('reads uid from the 3rd segment and token from the 4th', () => {
    expect(parseNotMePath('/security/not-me/42/t%2Fk')).toEqual({ uid: '42', token: 't/k' });
    expect(parseNotMePath('/security/not-me')).toEqual({ uid: '', token: '' });
  });
});

describe('Secure your account page (/security/not-me)', () => {
  it('sends nothing on load; the button reports the sign-in and shows the server’s answer', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const app = renderApp({
      path: PATH,
      routes: {
        'POST /api/user/security/not-me': async (request: Request) => {
          body = await request.json();
          return { message: REPORTED };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure your account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Secure your account · the Source'));
    // A bare page: no header or footer.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(app.calls.filter((call) => call.path === '/api/user/security/not-me')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: BUTTON }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('All sessions ended');
    expect(status).toHaveTextContent(REPORTED);
    expect(body).toEqual({ uid: '42', token: 't0k-en' });
    expect(app.calls.filter((call) => call.path === '/api/user/security/not-me')).toHaveLength(1);
    // Done: the button is gone, the ways on remain.
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s message for a refused link in an alert, and keeps the button', async () => {
    const user = userEvent.setup();
    const message = 'This link has expired (it worked for 7 days).';
    renderApp({ path: PATH, routes: { 'POST /api/user/security/not-me': () => json({ message }, 400) } });
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to its own message when the server gives none', async () => {
    const user = userEvent.setup();
    renderApp({ path: PATH, routes: { 'POST /api/user/security/not-me': () => json({}, 500) } });
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not secure your account. Please try again.');
  });

  it('tells a cut-off link apart without calling the server', async () => {
    const app = renderApp({ path: '/security/not-me/42' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This link is incomplete. Open the whole link from the email, or use 'Forgot password?' on the login page to set a new password.",
    );
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    expect(app.calls).toHaveLength(0);
  });

  it('signs a signed-in visitor out here too, without a logout call, and stays on the page', async () => {
    const user = userEvent.setup();
    // The signed-in layout's consent gate may ask for pending pages before the click.
    const routes: FakeRoutes = { 'POST /api/user/security/not-me': { message: REPORTED }, 'GET /api/user/consents/pending': [] };
    const app = renderApp({ path: PATH, session: memberSession, routes });
    await screen.findByText('signed-in', { selector: '[data-testid="session-probe"]' });
    const explanation = screen.getByText(/this one included/);
    expect(explanation).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Login' })).toBeNull();

    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByRole('status')).toHaveTextContent(REPORTED);
    await screen.findByText('signed-out', { selector: '[data-testid="session-probe"]' });
    expect(app.location()).toBe(PATH);
    const sent = app.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(sent).toEqual(['POST /api/user/security/not-me']);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    // No "You were signed out" notice: the member chose this.
    expect(screen.queryByText('You were signed out')).toBeNull();
  });
});
