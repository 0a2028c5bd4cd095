import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
/** The sessions, one list item (card) each, in the order shown. */
const sessionCards = async () =>
  within(await within(await screen.findByRole('region', { name: 'Active sessions' })).findByRole('list')).getAllByRole(
    'listitem',
  );

describe('Settings → Security: active sessions', () => {
  // Issue 44: "a while ago" reads from the clock; the page opens 20 minutes after T.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((T + 1_200) * 1000);
  });
  afterEach(() => vi.useRealTimers());

  // In the server's order (most recently active first): this browser is not first there.
  const sessions = [
    session('s-phone', { browser: 'Mobile Safari 18', os: 'iOS 18', ip: '2001:db8:85a3:*', created: T - 3 * 86_400 }),
    session('s-this', { current: true, browser: 'Chrome 130', os: 'macOS 14', ip: '198.51.100.*', last_activity: T + 1_190 }),
    session('s-old', { ip: '', last_activity: T - 7_200, created: T - 8_000 }),
  ];

  it('shows this browser first and marked, then each other session as a card told apart by its times and IP', async () => {
    renderApp({ session: memberSession, path: '/settings', routes: securityBackend(sessions).routes });
    const cards = await sessionCards();
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Chrome 130 on macOS 14');
    expect(within(cards[0]!).getByText('This browser')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Active now');
    expect(within(cards[0]!).queryByRole('button')).toBeNull(); // this browser signs out from the user menu
    expect(cards[1]).toHaveTextContent('Mobile Safari 18 on iOS 18');
    expect(cards[1]).toHaveTextContent('Last active 10 minutes ago');
    expect(cards[1]).toHaveTextContent('Signed in 3 days ago (19 November 2026, 14:05 UTC)');
    expect(cards[1]).toHaveTextContent('IP address 2001:db8:85a3:*');
    expect(within(cards[1]!).queryByText('This browser')).toBeNull();
    expect(cards[2]).toHaveTextContent('Firefox 128 on Windows 10');
    expect(cards[2]).toHaveTextContent('Last active 2 hours ago');
    expect(cards[2]).toHaveTextContent('IP address unknown');
    expect(within(activeSessions()).queryByRole('table')).toBeNull();
  });

  it('shows five other sessions and the rest on request, so a long list does not bury the page', async () => {
    const user = userEvent.setup();
    const many = [
      session('s-this', { current: true }),
      ...Array.from({ length: 10 }, (_, n) => session(`s-${n}`, { last_activity: T + 600 - n * 60 })),
    ];
    renderApp({ session: memberSession, path: '/settings', routes: securityBackend(many).routes });
    expect(await sessionCards()).toHaveLength(6);
    await user.click(within(activeSessions()).getByRole('button', { name: 'Show 5 more sessions' }));
    expect(await sessionCards()).toHaveLength(11);
    // Identical devices read apart by when they were last active.
    const lastActive = (await sessionCards()).slice(1).map((card) => /Last active [^·]*ago/.exec(card.textContent ?? '')?.[0]);
    expect(new Set(lastActive).size).toBe(10);
  });

  it('Sign out ends that one session and reloads the list', async () => {
    const user = userEvent.setup();
    const backend = securityBackend(sessions);
    renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    const button = await screen.findByRole('button', {
      name: 'Sign out Mobile Safari 18 on iOS 18, signed in 19 November 2026, 14:05 UTC',
    });
    await user.click(button);
    await waitFor(() => expect(backend.ended).toEqual(['s-phone']));
    expect(await within(activeSessions()).findByRole('status')).toHaveTextContent('The session was signed out.');
    await waitFor(() => expect(within(activeSessions()).queryByText(/Mobile Safari/)).toBeNull());
    expect(await sessionCards()).toHaveLength(2);
  });

  it('Sign out of all other sessions asks first; Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const backend = securityBackend(sessions);
    renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other sessions?' });
    expect(dialog).toHaveTextContent('The 2 other sessions will be signed out. You stay signed in on this browser.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.endOthers()).toBe(0);
    expect(await sessionCards()).toHaveLength(3);
  });

  it('Sign out of all other sessions, confirmed, keeps only this browser', async () => {
    const user = userEvent.setup();
    const backend = securityBackend(sessions);
    renderApp({ session: memberSession, path: '/settings', routes: backend.routes });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out 2 sessions' }));
    await waitFor(() => expect(backend.endOthers()).toBe(1));
    expect(await within(activeSessions()).findByRole('status')).toHaveTextContent('2 other sessions were signed out.');
    await waitFor(async () => expect(await sessionCards()).toHaveLength(1));
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
