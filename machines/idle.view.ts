import type { SnapshotFrom } from 'xstate';
import type { idleMachine } from './idle.machine';

export interface IdleView {
  /** The countdown runs (signed in). */
  isWatching: boolean;
  hasTimedOut: boolean;
  timeoutMs: number;
}

export function toIdleView(snapshot: SnapshotFrom<typeof idleMachine>): IdleView {
  return {
    isWatching: snapshot.matches('active'),
    hasTimedOut: snapshot.matches('timedOut'),
    timeoutMs: snapshot.context.timeout,
  };
}
