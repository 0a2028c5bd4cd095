import type { SnapshotFrom } from 'xstate';
import type { IdleEvent, idleMachine } from './idle.machine';

export interface IdleView {
  /** The countdown runs (signed in), with or without the warning. */
  isWatching: boolean;
  /** The "You will be signed out in m:ss" dialog shows. */
  isWarning: boolean;
  hasTimedOut: boolean;
  timeoutMs: number;
  /** How long the warning lasts: the dialog's countdown starts from this. */
  warningMs: number;

  /** Starts (or re-arms) the countdown: the session became signed in. */
  start: () => void;
  /** Stops the countdown: the session ended. */
  stop: () => void;
  /** Activity in this tab: the countdown restarts (ignored while the warning shows). */
  reportActivity: () => void;
  /** Stay signed in, or activity in another tab: the countdown restarts and the warning closes. */
  stay: () => void;
}

export function toIdleView(snapshot: SnapshotFrom<typeof idleMachine>, send: (event: IdleEvent) => void): IdleView {
  return {
    isWatching: snapshot.matches('active') || snapshot.matches('warning'),
    isWarning: snapshot.matches('warning'),
    hasTimedOut: snapshot.matches('timedOut'),
    timeoutMs: snapshot.context.timeout,
    warningMs: snapshot.context.warning,

    start: () => send({ type: 'idle.start' }),
    stop: () => send({ type: 'idle.stop' }),
    reportActivity: () => send({ type: 'activity.detected' }),
    stay: () => send({ type: 'idle.stay' }),
  };
}
