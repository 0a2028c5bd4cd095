import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { IDLE_TIMEOUT_MS, idleMachine } from '../../machines/idle.machine';

function startIdle(input?: { timeout?: number }) {
  const clock = new SimulatedClock();
  const actor = createActor(idleMachine, { clock, input }).start();
  const timeouts: unknown[] = [];
  actor.on('idle.timeout', (event) => timeouts.push(event));
  return { actor, clock, timeouts };
}

describe('idleMachine', () => {
  it('logs out at exactly 6,000,000 ms of inactivity, not at 5,999,999', () => {
    const { actor, clock, timeouts } = startIdle();
    actor.send({ type: 'idle.start' });

    clock.increment(5_999_999);
    expect(actor.getSnapshot().value).toBe('active');
    expect(timeouts).toHaveLength(0);

    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(timeouts).toEqual([{ type: 'idle.timeout' }]);
    expect(IDLE_TIMEOUT_MS).toBe(6_000_000);
  });

  it('restarts the countdown on activity (this tab or another)', () => {
    const { actor, clock, timeouts } = startIdle();
    actor.send({ type: 'idle.start' });
    clock.increment(5_000_000);
    actor.send({ type: 'activity.detected' });

    clock.increment(5_999_999);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(timeouts).toHaveLength(1);
  });

  it('does not count while signed out and stops when the session ends', () => {
    const { actor, clock, timeouts } = startIdle();
    clock.increment(IDLE_TIMEOUT_MS * 2);
    expect(actor.getSnapshot().value).toBe('stopped');

    actor.send({ type: 'idle.start' });
    clock.increment(1_000);
    actor.send({ type: 'idle.stop' });
    clock.increment(IDLE_TIMEOUT_MS);
    expect(timeouts).toHaveLength(0);
  });

  it('accepts a shorter timeout as input and re-arms after the next sign-in', () => {
    const { actor, clock, timeouts } = startIdle({ timeout: 1_000 });
    actor.send({ type: 'idle.start' });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('timedOut');
    actor.send({ type: 'activity.detected' });
    expect(actor.getSnapshot().value).toBe('timedOut');

    actor.send({ type: 'idle.start' });
    clock.increment(1_000);
    expect(timeouts).toHaveLength(2);
  });
});
