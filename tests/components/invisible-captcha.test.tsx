import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderApp, screen, userEvent, waitFor } from '../support/render';

/**
 * hCaptcha's widget as it behaves when its provider cannot be reached: `execute` waits for a script
 * that never loads. `answer` switches it to a provider that answers (the retry).
 */
const provider = vi.hoisted(() => ({ answers: false }));

vi.mock('@hcaptcha/react-hcaptcha', async () => {
  const { Component } = await import('react');
  class FakeHCaptcha extends Component<{ sitekey: string }> {
    execute() {
      return provider.answers ? Promise.resolve({ response: 'captcha-token', key: 'k' }) : new Promise(() => {});
    }
    render() {
      return null;
    }
  }
  return { default: FakeHCaptcha };
});

const UNAVAILABLE = 'The security check could not be loaded. Check your internet connection, then try again in a moment.';

afterEach(() => {
  vi.useRealTimers();
  provider.answers = false;
});

describe('invisible captcha when the provider does not answer (issue 10)', () => {
  it('Login says so after 10 s and lets the member try again', { timeout: 30_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const logins: unknown[] = [];
    const app = renderApp({
      path: '/login',
      config: { hcaptchaSiteKey: 'site-key' },
      routes: {
        'POST /user/login': async (request: Request) => {
          logins.push(await request.json());
          return new Response(JSON.stringify({ message: 'Invalid email or password.' }), { status: 400 });
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'anna.berg@clinic.example');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    const login = screen.getByRole('button', { name: 'Login' });
    // The fake clock also runs with real time (shouldAdvanceTime), so the 10 s count from the click.
    const clickedAt = Date.now();
    await user.click(login);
    // Waiting shows: the button is busy, nothing was sent.
    await waitFor(() => expect(login).toHaveAttribute('data-loading', 'true'));
    await act(() => vi.advanceTimersByTimeAsync(Math.max(0, clickedAt + 9_000 - Date.now())));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(login).not.toHaveAttribute('data-loading');
    expect(login).toBeEnabled();
    expect(logins).toEqual([]);

    provider.answers = true;
    await user.click(login);
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0]).toMatchObject({ captcha: 'captcha-token' });
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(app.location()).toBe('/login');
  });
});
