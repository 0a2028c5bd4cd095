import type { AnyMachineSnapshot } from 'xstate';
import { toIdleView } from '../../../machines/idle.view';
import { noSend } from '../no-send';
import { ignored, type Oracle } from './oracle';

/**
 * Idle logout, from spec §4 ('Idle user is logged out and redirected home after 100 minutes') and
 * §9 (6,000,000 ms), plus machines/README.md (start when signed in, stop when signed out, any
 * activity restarts the countdown, the timeout is announced once as `idle.timeout`).
 */
const TIMEOUT_MS = 6_000_000;

export interface IdleState {
  phase: 'stopped' | 'active' | 'timedOut';
  /** Milliseconds since the countdown last (re)started. */
  idleFor: number;
}

export interface IdleScreen {
  isWatching: boolean;
  hasTimedOut: boolean;
  timeoutMs: number;
}

export const idleOracle: Oracle<IdleState, IdleScreen> = {
  name: 'idle',
  initial: () => ({ state: { phase: 'stopped', idleFor: 0 } }),
  next: (state, event) => {
    switch (event.type) {
      case 'idle.start':
        return state.phase === 'active' ? ignored(state) : { state: { phase: 'active', idleFor: 0 } };
      case 'idle.stop':
        return state.phase === 'stopped' ? ignored(state) : { state: { phase: 'stopped', idleFor: 0 } };
      case 'activity.detected':
        return state.phase === 'active' ? { state: { phase: 'active', idleFor: 0 } } : ignored(state);
      case 'qa.clock': {
        if (state.phase !== 'active') return ignored(state);
        const idleFor = state.idleFor + (event as { ms: number }).ms;
        if (idleFor < TIMEOUT_MS) return { state: { phase: 'active', idleFor } };
        return { state: { phase: 'timedOut', idleFor: 0 }, emitted: [{ type: 'idle.timeout' }] };
      }
      default:
        return ignored(state);
    }
  },
  screen: ({ phase }) => ({ isWatching: phase === 'active', hasTimedOut: phase === 'timedOut', timeoutMs: TIMEOUT_MS }),
  read: (snapshot: AnyMachineSnapshot) => {
    const { isWatching, hasTimedOut, timeoutMs } = toIdleView(snapshot as never, noSend);
    return { isWatching, hasTimedOut, timeoutMs };
  },
};
