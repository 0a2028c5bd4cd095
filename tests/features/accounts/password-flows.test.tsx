import { describe, expect, it } from 'vitest';
import { parseActivationPath, parseResetPath } from '../../../src/features/accounts/links';
import { json, renderApp, screen, userEvent } from '../../support/render';

describe('emailed link parsing (spec §7)', () => {
  it('activation: id after the underscore of the 2nd segment, token the 4th', () => {
    expect(parseActivationPath('/useractivation/account_42/activate/t0k-en')).toEqual({ id: '42', token: 't0k-en' });
    expect(parseActivationPath('/useractivation')).toEqual({ id: '', token: '' });
  });

  it('reset: name the 3rd segment, temp_pass the 4th', () => {
    expect(parseResetPath('/resetpassword/reset/42/temp%2Fpass')).toEqual({ name: '42', temp_pass: 'temp/pass' });
  });
});

describe('User activation page', () => {
  it('calls the confirm endpoint with the parsed id and token and shows the message', async () => {
    const app = renderApp({
      path: '/useractivation/account_42/activate/abc',
      routes: { 'GET /api/user/registration/confirm/42/abc': { message: 'Your account is now active.' } },
    });
    expect(await screen.findByText('Your account is now active.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    expect(app.calls.filter((c) => c.path.startsWith('/api/user/registration/confirm'))).toHaveLength(1);
  });

  it('shows the failure message, or the default', async () => {
    renderApp({
      path: '/useractivation/account_42/activate/abc',
      routes: { 'GET /api/user/registration/confirm/42/abc': () => json({ message: 'This link has expired.' }, 400) },
    });
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
  });

  it('falls back to the spec default without a server message', async () => {
    renderApp({
      path: '/useractivation/account_42/activate/abc',
      routes: { 'GET /api/user/registration/confirm/42/abc': () => json({}, 500) },
    });
    expect(await screen.findByText('Could not fetch quotes.')).toBeInTheDocument();
  });
});

describe('Reset password page', () => {
  it('posts name, temp_pass and new_pass from the link, then confirms', async () => {
    const user = userEvent.setup();
    let body: unknown;
    renderApp({
      path: '/resetpassword/reset/42/tmp123',
      routes: {
        'POST /user/lost-password-reset': async (request: Request) => {
          body = await request.json();
          return { message: 'ok' };
        },
      },
    });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass2');
    expect(screen.getByText("Passwords doesn't matched!")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(submit);
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(body).toEqual({ name: '42', temp_pass: 'tmp123', new_pass: 'newpass1' });
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });

  it('shows the server message under the form on failure', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/resetpassword/reset/42/tmp123',
      routes: { 'POST /user/lost-password-reset': () => json({ message: 'This reset link is no longer valid.' }, 403) },
    });
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This reset link is no longer valid.')).toBeInTheDocument();
  });
});
