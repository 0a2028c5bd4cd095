import { describe, expect, it } from 'vitest';
import {
  json,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberLoginResponse,
  renderApp,
  screen,
  userEvent,
  waitFor,
} from '../../support/render';

describe('Login page', () => {
  it('keeps Login disabled until email and password are valid, then shows the server message on failure', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      path: '/login',
      routes: { 'POST /user/login': () => json({ message: 'Your account is not activated yet.' }, 403) },
    });
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'anna @clinic');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@clinic');
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.example');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('Allowed max limit is between 6-20 characters')).toBeInTheDocument();
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'defg');
    expect(login).toBeEnabled();

    await user.click(login);
    expect(await screen.findByText('Your account is not activated yet.')).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(screen.getByRole('link', { name: 'register.' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Close login' })).toBeInTheDocument();
  });

  it('goes home after a successful login', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      path: '/login',
      routes: { ...memberLayoutRoutes, ...memberHomeRoutes, 'POST /user/login': memberLoginResponse },
    });
    await user.type(await screen.findByLabelText('Email'), 'anna.berg@clinic.example');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('opens the Forgot password dialog and confirms the request', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const app = renderApp({
      path: '/login',
      routes: {
        'POST /user/lost-password': async (request: Request) => {
          body = await request.json();
          return { message: 'ok' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(screen.getAllByLabelText('Email').at(-1)!, 'anna.berg@clinic.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Further instructions have been sent to your email address.')).toBeInTheDocument();
    expect(body).toEqual({ mail: 'anna.berg@clinic.example' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(app.location()).toBe('/login');
  });

  it('shows nothing but the form again when the request fails', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login', routes: { 'POST /user/lost-password': () => json({ message: 'Too many requests' }, 429) } });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(screen.getAllByLabelText('Email').at(-1)!, 'anna.berg@clinic.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.queryByText('Too many requests')).not.toBeInTheDocument();
    expect(screen.queryByText('Further instructions have been sent to your email address.')).not.toBeInTheDocument();
  });
});
