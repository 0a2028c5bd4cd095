import { emit, setup } from 'xstate';

/** Spec §9: an idle member is logged out after 100 minutes. */
export const IDLE_TIMEOUT_MS = 6_000_000;

export interface IdleInput {
  /** Milliseconds without activity before `idle.timeout` is emitted. Default 6,000,000 (spec §9). */
  timeout?: number;
}

export interface IdleContext {
  timeout: number;
}

export type IdleEvent =
  /** The session became signed in: start watching. */
  | { type: 'idle.start' }
  /** The session ended: stop the timer. */
  | { type: 'idle.stop' }
  /** Pointer, key or scroll activity in this tab, or relayed from another tab. */
  | { type: 'activity.detected' };

/**
 * Emitted (not sent to a parent) because the app creates this actor next to the session actor,
 * not inside it: the app subscribes with `idleActor.on('idle.timeout', ...)` and turns it into
 * `session.expire` plus a redirect to /.
 */
export type IdleEmitted = { type: 'idle.timeout' };

export const idleMachine = setup({
  types: {
    context: {} as IdleContext,
    events: {} as IdleEvent,
    input: {} as IdleInput | undefined,
    emitted: {} as IdleEmitted,
  },
  delays: {
    idleTimeout: ({ context }) => context.timeout,
  },
  actions: {
    announceTimeout: emit({ type: 'idle.timeout' } as const),
  },
}).createMachine({
  id: 'idle',
  context: ({ input }) => ({ timeout: input?.timeout ?? IDLE_TIMEOUT_MS }),
  initial: 'stopped',
  states: {
    stopped: {
      description: 'Signed out: nothing to time out.',
      on: { 'idle.start': { target: 'active' } },
    },
    active: {
      description: 'Signed in and counting down; any activity restarts the countdown.',
      after: { idleTimeout: { target: 'timedOut' } },
      on: {
        'activity.detected': { target: 'active', reenter: true },
        'idle.stop': { target: 'stopped' },
      },
    },
    timedOut: {
      description: 'The timeout was announced; waits for the next sign-in (idle.start) or idle.stop.',
      entry: 'announceTimeout',
      on: {
        'idle.start': { target: 'active' },
        'idle.stop': { target: 'stopped' },
      },
    },
  },
});
