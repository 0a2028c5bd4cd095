import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEFAULT_LOGIN_ERROR, sessionMachine, type LogoutInput, type Session } from '../../machines/session.machine';
import { toSessionView } from '../../machines/session.view';
import { demoSession } from '../../tools/shared/machine-paths/models';

function startSession(overrides: {
  stored?: Session | null;
  login?: () => Promise<Session>;
  logout?: (input: LogoutInput | null) => Promise<void>;
}) {
  const persistSession = vi.fn();
  const clearSession = vi.fn();
  const logoutCalls: Array<LogoutInput | null> = [];
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => overrides.stored ?? null),
      loginUser: fromPromise(overrides.login ?? (async () => demoSession)),
      logoutUser: fromPromise<void, LogoutInput | null>(async ({ input }) => {
        logoutCalls.push(input);
        await (overrides.logout ?? (async () => {}))(input);
      }),
    },
    actions: { persistSession, clearSession },
  });
  const actor = createActor(machine).start();
  return { actor, persistSession, clearSession, logoutCalls };
}

const credentials = { type: 'session.login', email: 'ada@example.com', password: 'secret1' } as const;

describe('sessionMachine', () => {
  it('restores a stored session, or starts signed out', async () => {
    const restored = startSession({ stored: demoSession });
    await waitFor(restored.actor, (s) => !s.matches('restoring'));
    expect(restored.actor.getSnapshot().value).toBe('signedIn');

    const guest = startSession({ stored: null });
    await waitFor(guest.actor, (s) => !s.matches('restoring'));
    expect(guest.actor.getSnapshot().value).toBe('signedOut');
  });

  it('stores the session on login success', async () => {
    const { actor, persistSession } = startSession({});
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(credentials);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.session).toEqual(demoSession);
    expect(persistSession).toHaveBeenCalledTimes(1);
  });

  it("shows 'Invalid email or password.' when the failure has no message, and clears the session", async () => {
    const { actor, clearSession } = startSession({
      login: async () => {
        throw new Error('');
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(credentials);
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(toSessionView(actor.getSnapshot(), actor.send).loginError).toBe(DEFAULT_LOGIN_ERROR);
    expect(DEFAULT_LOGIN_ERROR).toBe('Invalid email or password.');
    expect(clearSession).toHaveBeenCalled();
  });

  it("replaces the default with the server's error.message", async () => {
    const { actor } = startSession({
      login: async () => {
        throw new Error('Sorry, unrecognized username or password.');
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send(credentials);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Sorry, unrecognized username or password.');
  });

  it('ends the session even when the logout call fails (spec §8)', async () => {
    const { actor, logoutCalls } = startSession({
      stored: demoSession,
      logout: async () => {
        throw new Error('Could not logout.');
      },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(logoutCalls).toEqual([{ access_token: 'access-1', logout_token: 'logout-1', csrf_token: 'csrf-1' }]);
  });

  it('forces a logout with the old tokens after a password change and flags the success dialog', async () => {
    const { actor, logoutCalls } = startSession({ stored: demoSession });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.passwordChanged' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(logoutCalls).toHaveLength(1);
    expect(toSessionView(actor.getSnapshot(), actor.send).showPasswordChanged).toBe(true);
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.passwordChanged).toBe(false);
  });

  it('expires without a call (idle logout or 401) and merges profile updates', async () => {
    const { actor, logoutCalls, persistSession } = startSession({ stored: demoSession });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.update', patch: { first_name: 'Augusta', user_picture: '/files/a.png' } });
    expect(actor.getSnapshot().context.session?.user_extra_details).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      user_picture: '/files/a.png',
    });
    expect(persistSession).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.expire' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(logoutCalls).toHaveLength(0);
  });
});
