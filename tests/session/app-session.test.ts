import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createAppSession, sessionAuth, type AppSession } from '../../src/session/app-session';
import { writeStoredSession } from '../../src/session/session-storage';
import { createFakeApi } from '../support/fake-api';
import { memberLoginResponse, memberSession } from '../support/fixtures';

const API = 'http://api.test';
let session: AppSession | null = null;

function start(options: { whenIdle?: (load: () => void) => void } = {}) {
  const fake = createFakeApi({ 'POST /user/login': memberLoginResponse });
  const api = createApiClient(API, fake.fetch);
  session = createAppSession({ api, queryClient: new QueryClient(), whenIdle: options.whenIdle ?? (() => {}) });
  return { fake, session };
}

afterEach(() => {
  session?.stop();
  session = null;
  window.localStorage.clear();
});

describe('the app session before the session machine has loaded', () => {
  it('is a guest at once when nothing is stored, and loads the machine only when asked to', () => {
    const idle = vi.fn();
    const { session } = start({ whenIdle: idle });
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(session.getSnapshot().context.session).toBeNull();
    expect(sessionAuth(session).getAccessToken()).toBeNull();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('keeps a login sent before the machine loaded and signs in with it', async () => {
    const { fake, session } = start();
    const changes = vi.fn();
    session.subscribe(changes);
    session.send({ type: 'session.login', email: 'ana@example.com', password: 'Secret-pass-1' });
    await vi.waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true));
    expect(fake.calls.some((call) => call.method === 'POST' && call.path === '/user/login')).toBe(true);
    expect(sessionAuth(session).getAccessToken()).toBe(memberSession.access_token);
    expect(changes).toHaveBeenCalled();
  });

  // The machine loads, is created and starts in three tasks: a login may come in any gap between them.
  it.each([0, 1, 2, 3, 4])('keeps a login sent %i tasks after the machine began to load', async (tasks) => {
    let load = () => {};
    const { fake, session } = start({ whenIdle: (idleLoad) => void (load = idleLoad) });
    load();
    for (let task = 0; task < tasks; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    session.send({ type: 'session.login', email: 'ana@example.com', password: 'Secret-pass-1' });
    await vi.waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true));
    expect(fake.calls.filter((call) => call.method === 'POST' && call.path === '/user/login')).toHaveLength(1);
  });

  it('restores a stored session: restoring first, then signed in, without waiting for idle time', async () => {
    writeStoredSession(memberSession);
    const idle = vi.fn();
    const { session } = start({ whenIdle: idle });
    expect(session.getSnapshot().matches('restoring')).toBe(true);
    await vi.waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true));
    expect(session.getSnapshot().context.session?.current_user.uid).toBe(memberSession.current_user.uid);
    expect(idle).not.toHaveBeenCalled();
  });

  it('a 401 ends a signed-in session once, keeping the server message for Home', async () => {
    writeStoredSession(memberSession);
    const { session } = start();
    await vi.waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true));
    const auth = sessionAuth(session);
    auth.onUnauthorized('Your session has ended.');
    auth.onUnauthorized('a later call');
    await vi.waitFor(() => expect(session.getSnapshot().matches('signedOut')).toBe(true));
    expect(session.signOutNotice.take()).toBe('Your session has ended.');
  });
});
