import { describe, expect, it } from 'vitest';
import type { MemberSession } from '../../../src/api/operations/listSessions';
import type { SignInAttempt } from '../../../src/api/operations/listSignInHistory';
import { json, memberLayoutRoutes, memberSession, renderApp, screen, userEvent, waitFor, within } from '../../support/render';

// 22 November 2026, 14:05:00 UTC
const T = 1_795_356_300;

const session = (id: string, overrides: Partial<MemberSession> = {}): MemberSession => ({
  id,
  browser: 'Firefox 128',
  os: 'Windows 10',
  ip: '203.0.113.*',
  created: T,
  last_activity: T + 600,
  current: false,
  ...overrides,
});

function securityBackend(initial: MemberSession[], history: SignInAttempt[] = []) {
  let live = initial;
  const ended: string[] = [];
  let endOthers = 0;
  return {
    ended,
    endOthers: () => endOthers,
    routes: {
      ...memberLayoutRoutes,
      'GET /jsonapi/user/settings/7': { data: [{ email_notification: true }] },
      'GET /uiapi/myresource/7': [],
      'GET /api/user/sessions': () => live,
      'GET /api/user/sign-in-history': history,
      'GET /api/user/consents': [],
      'DELETE /api/user/sessions/s-phone': () => {
        ended.push('s-phone');
        live = live.filter((entry) => entry.id !== 's-phone');
        return { message: 'The session was signed out.', ended: 1 };
      },
      'POST /api/user/sessions/end-others': () => {
        endOthers += 1;
        const count = live.filter((entry) => !entry.current).length;
        live = live.filter((entry) => entry.current);
        return { message: `${count} other sessions were signed out.`, ended: count };
      },
    },
  };
}

const activeSessions = () => screen.getByRole('region', { name: 'Active sessions' });

describe('Settings → Security: active sessions', () => {
  const sessions = [
    session('s-this', { current: true, browser: 'Chrome 130', os: 'macOS 14', ip: '198.51.100.*' }),
    session('s-phone', { browser: 'Mobile Safari 18', os: 'iOS 18', ip: '2001:db8:85a3:*', created: T - 86_400 }),
    session('s-old', { ip: '' }),
  ];

  it('lists each session with browser, OS, shortened IP, sign-in time, last activity and "This device"', async () => {
    renderApp({ session: memberSession, path: '/settings', routes: securityBackend(sessions).routes });
    const table = await within(await screen.findByRole('region', { name: 'Active sessions' })).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Device', 'IP address', 'Signed in', 'Last activity', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome 130 on macOS 14');
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).toBeNull(); // this device signs out from the user menu
    expect(rows[1]).toHaveTextContent('Mobile Safari 18 on iOS 18');
    expect(rows[1]).toHaveTextContent('2001:db8:85a3:*');
    expect(rows[1]).toHaveTextContent('21 November 2026, 14:05 UTC');
    expect(rows[1]).toHaveTextContent('22 November 2026, 14:15 UTC');
    expect(within(rows[1]!).queryByText('This device')).toBeNull();
    expect(rows[2]).toHaveTextContent('Unknown');
  });

  it('Sign out ends that one session and reloads the list', async () => {
    const user = userEvent.setup();
    const backend = securityBackend(sessions);
    renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    const button = await screen.findByRole('button', {
      name: 'Sign out Mobile Safari 18 on iOS 18, signed in 21 November 2026, 14:05 UTC',
    });
    await user.click(button);
    await waitFor(() => expect(backend.ended).toEqual(['s-phone']));
    expect(await within(activeSessions()).findByRole('status')).toHaveTextContent('The session was signed out.');
    await waitFor(() => expect(within(activeSessions()).queryByText(/Mobile Safari/)).toBeNull());
    expect(within(activeSessions()).getAllByRole('row')).toHaveLength(3);
  });

  it('Sign out of all other sessions keeps only this device', async () => {
    const user = userEvent.setup();
    const backend = securityBackend(sessions);
    renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    await waitFor(() => expect(backend.endOthers()).toBe(1));
    expect(await within(activeSessions()).findByRole('status')).toHaveTextContent('2 other sessions were signed out.');
    await waitFor(() => expect(within(activeSessions()).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
  });

  it('shows the server’s message when a sign-out fails', async () => {
    const user = userEvent.setup();
    const backend = securityBackend(sessions);
    renderApp({
      session: memberSession,
      path: '/settings',
      routes: {
        ...backend.routes,
        'DELETE /api/user/sessions/s-phone': json({ message: 'This session does not exist or has already ended.' }, 404),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Sign out Mobile Safari/ }));
    expect(await within(activeSessions()).findByRole('alert')).toHaveTextContent(
      'This session does not exist or has already ended.',
    );
  });
});

describe('Settings → Security: sign-in history', () => {
  it('lists the attempts newest first with the outcome in words, browser, system and time', async () => {
    const history: SignInAttempt[] = [
      { id: 'h4', outcome: 'reported_not_me', time: T + 60, browser: 'Firefox 128', os: 'Linux', ip: '192.0.2.*' },
      { id: 'h3', outcome: 'locked_out', time: T, browser: 'Firefox 128', os: 'Linux', ip: '192.0.2.*' },
      { id: 'h2', outcome: 'wrong_password', time: T - 60, browser: 'Firefox 128', os: 'Linux', ip: '192.0.2.*' },
      { id: 'h1', outcome: 'success', time: T - 3_600, browser: 'Chrome 130', os: 'macOS 14', ip: '' },
      { id: 'h0', outcome: 'password_reset', time: T - 7_200, browser: 'Chrome 130', os: 'macOS 14', ip: '' },
      { id: 'h-1', outcome: 'password_changed', time: T - 10_800, browser: 'Chrome 130', os: 'macOS 14', ip: '' },
    ];
    renderApp({ session: memberSession, path: '/settings', routes: securityBackend([], history).routes });
    const region = await screen.findByRole('region', { name: 'Sign-in history' });
    const table = await within(region).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Outcome', 'Browser and system', 'IP address']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        '22 November 2026, 14:06 UTC',
        'Sign-in reported as not you (all sessions signed out)',
        'Firefox 128 on Linux',
        '192.0.2.*',
      ],
      ['22 November 2026, 14:05 UTC', 'Refused: too many failed attempts', 'Firefox 128 on Linux', '192.0.2.*'],
      ['22 November 2026, 14:04 UTC', 'Wrong password', 'Firefox 128 on Linux', '192.0.2.*'],
      ['22 November 2026, 13:05 UTC', 'Signed in', 'Chrome 130 on macOS 14', 'Unknown'],
      ['22 November 2026, 12:05 UTC', 'Password reset (all sessions signed out)', 'Chrome 130 on macOS 14', 'Unknown'],
      ['22 November 2026, 11:05 UTC', 'Password changed (other sessions signed out)', 'Chrome 130 on macOS 14', 'Unknown'],
    ]);
  });

  it('says so when there is no history yet', async () => {
    renderApp({ session: memberSession, path: '/settings', routes: securityBackend([]).routes });
    const region = await screen.findByRole('region', { name: 'Sign-in history' });
    expect(await within(region).findByText('No sign-ins recorded yet.')).toBeInTheDocument();
  });
});
