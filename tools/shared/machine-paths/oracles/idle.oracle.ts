import type { AnyMachineSnapshot } from 'xstate';
import { toIdleView } from '../../../../machines/idle.view';
import { noSend } from '../no-send';
import { ignored, type Oracle } from './oracle';

/**
 * Idle logout, from spec §4 ('Idle user is logged out and redirected home after 100 minutes') and
 * §9 (6,000,000 ms), issue 13 (two minutes before the logout a warning counts down; Stay signed in
 * counts as activity; activity in another tab keeps this one alive), plus machines/README.md
 * (start when signed in, stop when signed out, activity restarts the countdown but does not close
 * an open warning, the timeout is announced once as `idle.timeout`).
 */
const TIMEOUT_MS = 6_000_000;
const WARNING_MS = 120_000;

export interface IdleState {
  phase: 'stopped' | 'active' | 'warning' | 'timedOut';
  /** Milliseconds since the countdown last (re)started. */
  idleFor: number;
}

export interface IdleScreen {
  isWatching: boolean;
  isWarning: boolean;
  hasTimedOut: boolean;
  timeoutMs: number;
  warningMs: number;
}

/** A fresh object each time: the runner tells a reaction from `ignored` by identity. */
const restarted = (): IdleState => ({ phase: 'active', idleFor: 0 });

export const idleOracle: Oracle<IdleState, IdleScreen> = {
  name: 'idle',
  initial: () => ({ state: { phase: 'stopped', idleFor: 0 } }),
  next: (state, event) => {
    const counting = state.phase === 'active' || state.phase === 'warning';
    switch (event.type) {
      case 'idle.start':
        // Already signed in: a second start changes nothing (the warning, if open, stays open).
        return counting ? ignored(state) : { state: restarted() };
      case 'idle.stop':
        return state.phase === 'stopped' ? ignored(state) : { state: { phase: 'stopped', idleFor: 0 } };
      case 'activity.detected':
        // An open warning waits for an answer: moving the mouse does not close it.
        return state.phase === 'active' ? { state: restarted() } : ignored(state);
      case 'idle.stay':
        return counting ? { state: restarted() } : ignored(state);
      case 'qa.clock': {
        if (!counting) return ignored(state);
        const idleFor = state.idleFor + (event as { ms: number }).ms;
        if (idleFor >= TIMEOUT_MS) return { state: { phase: 'timedOut', idleFor: 0 }, emitted: [{ type: 'idle.timeout' }] };
        return { state: { phase: idleFor >= TIMEOUT_MS - WARNING_MS ? 'warning' : 'active', idleFor } };
      }
      default:
        return ignored(state);
    }
  },
  screen: ({ phase }) => ({
    isWatching: phase === 'active' || phase === 'warning',
    isWarning: phase === 'warning',
    hasTimedOut: phase === 'timedOut',
    timeoutMs: TIMEOUT_MS,
    warningMs: WARNING_MS,
  }),
  read: (snapshot: AnyMachineSnapshot) => {
    const { isWatching, isWarning, hasTimedOut, timeoutMs, warningMs } = toIdleView(snapshot as never, noSend);
    return { isWatching, isWarning, hasTimedOut, timeoutMs, warningMs };
  },
};
