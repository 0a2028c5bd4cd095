import type { SnapshotFrom } from 'xstate';
import type { IdleEvent, idleMachine } from './idle.machine';

export interface IdleView {
  /** The countdown runs (signed in). */
  isWatching: boolean;
  hasTimedOut: boolean;
  timeoutMs: number;

  /** Starts (or re-arms) the countdown: the session became signed in. */
  start: () => void;
  /** Stops the countdown: the session ended. */
  stop: () => void;
  /** Activity in this tab or relayed from another: the countdown restarts. */
  reportActivity: () => void;
}

export function toIdleView(snapshot: SnapshotFrom<typeof idleMachine>, send: (event: IdleEvent) => void): IdleView {
  return {
    isWatching: snapshot.matches('active'),
    hasTimedOut: snapshot.matches('timedOut'),
    timeoutMs: snapshot.context.timeout,

    start: () => send({ type: 'idle.start' }),
    stop: () => send({ type: 'idle.stop' }),
    reportActivity: () => send({ type: 'activity.detected' }),
  };
}
