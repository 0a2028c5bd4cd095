import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TAB_CHANNEL } from '../../src/session/session-actor';
import { ACTIVITY_TAB_CHANNEL } from '../../src/session/IdleWatcher';
import { createTabChannel, type TabMessage } from '../../src/session/tab-channel';
import {
  aboutPageRoutes,
  act,
  fireEvent,
  guestHomeRoutes,
  json,
  memberSession,
  renderApp,
  screen,
  waitFor,
  within,
  type FakeRoutes,
} from '../support/render';

const IDLE_MESSAGE = 'You were signed out after 100 minutes without activity.';
const UNTIL_WARNING = 6_000_000 - 120_000;

/** A member on /aboutus (a page with few calls), plus guest Home for after the sign-out. */
function memberRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    ...aboutPageRoutes,
    ...guestHomeRoutes,
    'GET /jsonapi/message/notification': [],
    'GET /api/user/consents/pending': [],
    'POST /user/logout': json({}),
    'GET /api/user/sessions': [],
    ...extra,
  };
}

const probe = () => screen.getByTestId('session-probe');
const signedIn = () => waitFor(() => expect(probe()).toHaveTextContent('signed-in'));
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('background calls', () => {
  it('the notification list (bell, unread count, 60 s poll) is sent with X-Background-Request: 1', async () => {
    const headers: (string | null)[] = [];
    renderApp({
      session: memberSession,
      path: '/aboutus',
      routes: memberRoutes({
        'GET /jsonapi/message/notification': (request) => {
          headers.push(request.headers.get('X-Background-Request'));
          return [];
        },
      }),
    });
    await waitFor(() => expect(headers).toEqual(['1']));
  });
});

describe('a 401 with a message', () => {
  it('signs out, goes Home and shows the server’s message once', async () => {
    const app = renderApp({
      session: memberSession,
      path: '/aboutus',
      routes: memberRoutes({ 'GET /jsonapi/message/notification': () => json({ message: IDLE_MESSAGE }, 401) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You were signed out');
    expect(alert).toHaveTextContent(IDLE_MESSAGE);
    // Issue 44: in the page's content, not floating over the header's Login and Register.
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(probe()).toHaveTextContent('signed-out');
    expect(app.location()).toBe('/');
    expect(screen.getAllByText(IDLE_MESSAGE)).toHaveLength(1);
    // No logout call: the server has already ended the session.
    expect(app.calls.filter((call) => call.path === '/user/logout')).toEqual([]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(screen.queryByText(IDLE_MESSAGE)).toBeNull());
    act(() => app.navigate('/aboutus'));
    act(() => app.navigate('/'));
    expect(screen.queryByText(IDLE_MESSAGE)).toBeNull();
  });

  it('the notice goes by itself once the member moves on from Home (issue 44)', async () => {
    const app = renderApp({
      session: memberSession,
      path: '/aboutus',
      routes: memberRoutes({ 'GET /jsonapi/message/notification': () => json({ message: IDLE_MESSAGE }, 401) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(IDLE_MESSAGE);
    act(() => app.navigate('/aboutus'));
    await waitFor(() => expect(screen.queryByText(IDLE_MESSAGE)).toBeNull());
    act(() => app.navigate('/'));
    expect(screen.queryByText(IDLE_MESSAGE)).toBeNull();
  });
});

describe('idle warning and logout (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('warns 2 minutes before with a live m:ss countdown; Stay signed in restarts the countdown', async () => {
    const app = renderApp({ session: memberSession, path: '/aboutus', routes: memberRoutes() });
    await signedIn();
    await advance(UNTIL_WARNING - 1_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_000);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('You will be signed out in 2:00 for inactivity.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    await advance(1_000);
    expect(dialog).toHaveTextContent('You will be signed out in 1:59 for inactivity.');
    await advance(60_000);
    expect(dialog).toHaveTextContent('You will be signed out in 0:59 for inactivity.');
    // Ambient activity does not close the warning.
    fireEvent.keyDown(window, { key: 'Shift' });
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Stay signed in also tells the server (a member call, not a background one).
    await waitFor(() => expect(app.calls.some((call) => call.path === '/api/user/sessions')).toBe(true));
    await advance(UNTIL_WARNING - 1_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(probe()).toHaveTextContent('signed-in');
  });

  it('Escape is Stay signed in', async () => {
    renderApp({ session: memberSession, path: '/aboutus', routes: memberRoutes() });
    await signedIn();
    await advance(UNTIL_WARNING);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(probe()).toHaveTextContent('signed-in');
  });

  it('Sign out calls the logout endpoint and goes Home, without a notice', async () => {
    const app = renderApp({ session: memberSession, path: '/aboutus', routes: memberRoutes() });
    await signedIn();
    await advance(UNTIL_WARNING);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(probe()).toHaveTextContent('signed-out'));
    const logout = app.calls.filter((call) => call.path === '/user/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.authorization).toBe(`Bearer ${memberSession.access_token}`);
    expect(app.location()).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // The exact 6,000,000 ms is the machine's test (SimulatedClock); here the fake clock also runs
  // with real time (shouldAdvanceTime), so the check just before is taken a second early.
  it('the idle logout at 6,000,000 ms calls the logout endpoint and shows why, once, on Home', async () => {
    const app = renderApp({ session: memberSession, path: '/aboutus', routes: memberRoutes() });
    await signedIn();
    await advance(6_000_000 - 1_000);
    expect(probe()).toHaveTextContent('signed-in');
    await advance(1_000);
    await waitFor(() => expect(probe()).toHaveTextContent('signed-out'));
    const logout = app.calls.filter((call) => call.path === '/user/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.search).toContain(`token=${memberSession.logout_token}`);
    expect(app.location()).toBe('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(IDLE_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('tabs of one browser', () => {
  const channels: ReturnType<typeof createTabChannel>[] = [];
  const otherTab = (name: string) => {
    const channel = createTabChannel(name);
    channels.push(channel);
    return channel;
  };
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
    vi.useRealTimers();
  });

  it('a sign-out in another tab signs this one out, with its reason', async () => {
    const app = renderApp({ session: memberSession, path: '/aboutus', routes: memberRoutes() });
    await signedIn();
    otherTab(SESSION_TAB_CHANNEL).post({ type: 'signed-out', message: IDLE_MESSAGE });
    await waitFor(() => expect(probe()).toHaveTextContent('signed-out'));
    expect(await screen.findByRole('alert')).toHaveTextContent(IDLE_MESSAGE);
    expect(app.location()).toBe('/');
    // This tab does not call logout again: the other tab did.
    expect(app.calls.filter((call) => call.path === '/user/logout')).toEqual([]);
  });

  it('a logout here tells the other tabs', async () => {
    const heard: TabMessage[] = [];
    otherTab(SESSION_TAB_CHANNEL).listen((message) => heard.push(message));
    renderApp({ session: memberSession, path: '/aboutus', routes: memberRoutes() });
    await signedIn();
    fireEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(heard).toEqual([{ type: 'signed-out', message: null }]));
  });

  it('the idle logout here tells the other tabs why, even when its logout call answers late', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const heard: TabMessage[] = [];
    otherTab(SESSION_TAB_CHANNEL).listen((message) => heard.push(message));
    let answerLogout = () => {};
    const logoutAnswered = new Promise<void>((resolve) => (answerLogout = resolve));
    const app = renderApp({
      session: memberSession,
      path: '/aboutus',
      routes: memberRoutes({ 'POST /user/logout': () => logoutAnswered.then(() => json({})) }),
    });
    await signedIn();
    await advance(6_000_000);
    // This tab shows the reason (and takes it) while the logout call is still out.
    expect(await screen.findByRole('alert')).toHaveTextContent(IDLE_MESSAGE);
    expect(app.location()).toBe('/');
    expect(heard).toEqual([]);
    answerLogout();
    await waitFor(() => expect(heard).toEqual([{ type: 'signed-out', message: IDLE_MESSAGE }]));
  });

  it('activity here is relayed; activity in another tab closes this tab’s warning', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const heard: TabMessage[] = [];
    const activity = otherTab(ACTIVITY_TAB_CHANNEL);
    activity.listen((message) => heard.push(message));
    renderApp({ session: memberSession, path: '/aboutus', routes: memberRoutes() });
    await signedIn();
    fireEvent.pointerDown(window);
    await waitFor(() => expect(heard).toEqual([{ type: 'activity' }]));

    await advance(UNTIL_WARNING);
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    activity.post({ type: 'activity' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(probe()).toHaveTextContent('signed-in');
  });
});
