import { describe, expect, it } from 'vitest';
import {
  guestHomeRoutes,
  json,
  layoutRoutes,
  lookupRoutes,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberLoginResponse,
  memberSession,
  renderApp,
  settingsSecurityRoutes,
  screen,
  userEvent,
  waitFor,
  within,
} from '../../support/render';
import { fakeJwt, invitationClaims, invitationOpened, pick } from './helpers';

// Issue 10, "Losing work and dead ends" and "Clarity", for the accounts pages.
type User = ReturnType<typeof userEvent.setup>;

const INCOMPLETE = 'This link is incomplete. Open the whole link from the email, or ask for a new one.';
const homeRoutes = { ...layoutRoutes, ...guestHomeRoutes };

describe('registration tabs keep what was typed', { timeout: 30_000 }, () => {
  it('switching to Distributor and back keeps the professional form', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register', routes: { ...lookupRoutes, 'GET /jsonapi/user/email/anna.berg%40clinic.example': [] } });
    await user.type(await screen.findByLabelText('First Name'), 'Anna');
    await user.type(screen.getByLabelText('Institution Name'), 'Eye Clinic North');
    await pick(user, 'Profession', 'Surgeon');
    await user.type(screen.getByLabelText('Email'), 'anna.berg@clinic.example');
    await user.click(screen.getByRole('tab', { name: 'Distributor' }));
    expect(screen.getByLabelText('First Name')).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Healthcare Professional' }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toBeVisible());
    expect(screen.getByLabelText('First Name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Institution Name')).toHaveValue('Eye Clinic North');
    expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveValue('Surgeon');
    expect(screen.getByLabelText('Email')).toHaveValue('anna.berg@clinic.example');
  });
});

describe('confirm password follows the password', { timeout: 30_000 }, () => {
  async function typeMatchingThenChange(user: User, password: string, confirm: string) {
    await user.type(screen.getByLabelText(password), 'secret123');
    await user.type(screen.getByLabelText(confirm), 'secret123');
    await user.type(screen.getByLabelText(password), '4');
  }

  it('registration: changing Password after a matching confirmation shows the mismatch', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/register', routes: lookupRoutes });
    await screen.findByLabelText('Password');
    await typeMatchingThenChange(user, 'Password', 'Confirm password');
    expect(await screen.findByText('Passwords do NOT match!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), '4');
    await waitFor(() => expect(screen.queryByText('Passwords do NOT match!')).toBeNull());
  });

  it('invited distributor: the same', async () => {
    const user = userEvent.setup();
    const jwt = fakeJwt({ ...invitationClaims, exp: Math.floor(Date.now() / 1000) + 3600 });
    renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        ...invitationOpened,
        [`GET /jsonapi/user/email/${encodeURIComponent(invitationClaims.eid)}`]: [],
      },
    });
    await screen.findByLabelText('Distributor/Company name');
    await typeMatchingThenChange(user, 'Password', 'Confirm password');
    expect(await screen.findByText('Passwords do NOT match!')).toBeInTheDocument();
  });

  it('reset password: the same', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/resetpassword/reset/42/tmp123' });
    await screen.findByLabelText('New Password');
    await typeMatchingThenChange(user, 'New Password', 'Confirm Password');
    expect(await screen.findByText("Passwords doesn't matched!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('change password (Settings): the same', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/settings',
      session: memberSession,
      routes: {
        ...memberLayoutRoutes,
        ...settingsSecurityRoutes,
        'GET /jsonapi/user/settings/7': { data: [{ email_notification: true }] },
        'GET /uiapi/myresource/7': [],
        'GET /jsonapi/protected/resource': [],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('New Password'), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'secret123');
    await user.type(within(dialog).getByLabelText('New Password'), '4');
    expect(await within(dialog).findByText("Passwords doesn't matched!")).toBeInTheDocument();
  });
});

describe('broken emailed links', () => {
  it.each(['/resetpassword', '/resetpassword/reset', '/resetpassword/reset/42'])(
    'a cut-off reset link (%s) says what happened and offers a new link, without calling the server',
    async (path) => {
      const user = userEvent.setup();
      const app = renderApp({ path, routes: { 'POST /user/lost-password': { message: 'ok' } } });
      expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).toBeNull();
      expect(app.calls.some((call) => call.path === '/user/lost-password-reset')).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
      expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    },
  );

  it.each(['/useractivation', '/useractivation/account_42', '/useractivation/account_/activate/abc', '/useractivation/x/y'])(
    'a cut-off activation link (%s) says so instead of "Could not fetch quotes.", without calling the server',
    async (path) => {
      const app = renderApp({ path });
      expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
      expect(screen.queryByText('Could not fetch quotes.')).toBeNull();
      expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
      expect(app.calls.some((call) => call.path.startsWith('/api/user/registration/confirm'))).toBe(false);
    },
  );

  it("never shows a request validator's wording from the server", async () => {
    renderApp({
      path: '/useractivation/account_42/activate/abc',
      routes: {
        'GET /api/user/registration/confirm/42/abc': () => json({ message: 'token: must NOT have fewer than 1 characters' }, 400),
      },
    });
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.queryByText(/must NOT/)).toBeNull();
  });

  it('a refused activation link keeps the server message and offers a new link', async () => {
    renderApp({
      path: '/useractivation/account_42/activate/abc',
      routes: { 'GET /api/user/registration/confirm/42/abc': () => json({ message: 'This activation link is invalid.' }, 400) },
    });
    expect(await screen.findByText('This activation link is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('reset: a server validator message reads as an incomplete link', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/resetpassword/reset/42/tmp123',
      routes: {
        'POST /user/lost-password-reset': () => json({ message: 'temp_pass: must NOT have more than 256 characters' }, 400),
      },
    });
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
  });
});

describe('reset password page has ways out', () => {
  it('the logo goes home, Back to Login goes to the login page, and a new link can be asked for', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/resetpassword/reset/42/tmp123', routes: { ...homeRoutes } });
    expect(await screen.findByRole('link', { name: 'The Source home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await user.click(screen.getByRole('link', { name: 'The Source home' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('guests sent to log in come back', { timeout: 30_000 }, () => {
  it('after logging in, the guest goes on to the page asked for', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      path: '/login?next=/settings',
      routes: {
        ...memberLayoutRoutes,
        ...settingsSecurityRoutes,
        'POST /user/login': memberLoginResponse,
        'GET /jsonapi/user/settings/7': { data: [{ email_notification: true }] },
        'GET /uiapi/myresource/7': [],
        'GET /jsonapi/protected/resource': [],
      },
    });
    expect(
      await screen.findByText('Please log in to open that page. You will go straight on to it after logging in.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'anna.berg@clinic.example');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.location()).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'ignores a next that leaves the site (%s)',
    async (next) => {
      const user = userEvent.setup();
      const app = renderApp({
        path: `/login?next=${encodeURIComponent(next)}`,
        routes: { ...memberLayoutRoutes, ...memberHomeRoutes, 'POST /user/login': memberLoginResponse },
      });
      await user.type(await screen.findByLabelText('Email'), 'anna.berg@clinic.example');
      await user.type(screen.getByLabelText('Password'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(app.location()).toBe('/'));
    },
  );
});

describe('read-only prefilled fields say so', () => {
  it("the invitation's values look read-only and say they come from the invitation", async () => {
    const jwt = fakeJwt({ ...invitationClaims, exp: Math.floor(Date.now() / 1000) + 3600 });
    renderApp({
      path: `/register/${jwt}`,
      routes: {
        ...lookupRoutes,
        ...invitationOpened,
        [`GET /jsonapi/user/email/${encodeURIComponent(invitationClaims.eid)}`]: [],
      },
    });
    await screen.findByLabelText('Distributor/Company name');
    for (const label of ['First Name', 'Last Name', 'Distributor/Company name', 'Country', 'Email']) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAccessibleDescription('From your invitation');
      expect(input).toHaveAttribute('data-variant', 'filled');
    }
  });
});
