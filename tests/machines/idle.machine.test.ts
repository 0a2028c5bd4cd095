import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, idleMachine } from '../../machines/idle.machine';
import { toIdleView } from '../../machines/idle.view';

function startIdle(input?: { timeout?: number; warning?: number }) {
  const clock = new SimulatedClock();
  const actor = createActor(idleMachine, { clock, input }).start();
  const timeouts: unknown[] = [];
  actor.on('idle.timeout', (event) => timeouts.push(event));
  const view = () => toIdleView(actor.getSnapshot(), actor.send);
  return { actor, clock, timeouts, view };
}

describe('idleMachine', () => {
  it('logs out at exactly 6,000,000 ms of inactivity, not at 5,999,999', () => {
    const { actor, clock, timeouts } = startIdle();
    actor.send({ type: 'idle.start' });

    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    clock.increment(IDLE_WARNING_MS - 1);
    expect(actor.getSnapshot().value).toBe('warning');
    expect(timeouts).toHaveLength(0);

    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(timeouts).toEqual([{ type: 'idle.timeout' }]);
    expect(IDLE_TIMEOUT_MS).toBe(6_000_000);
  });

  it('opens the warning exactly two minutes before the logout', () => {
    const { actor, clock, view } = startIdle();
    actor.send({ type: 'idle.start' });
    clock.increment(5_879_999);
    expect(view()).toMatchObject({ isWatching: true, isWarning: false });
    clock.increment(1);
    expect(view()).toMatchObject({ isWatching: true, isWarning: true, warningMs: 120_000 });
  });

  it('restarts the countdown on activity (this tab or another)', () => {
    const { actor, clock, timeouts } = startIdle();
    actor.send({ type: 'idle.start' });
    clock.increment(5_000_000);
    actor.send({ type: 'activity.detected' });

    clock.increment(5_879_999);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('warning');
    clock.increment(IDLE_WARNING_MS);
    expect(timeouts).toHaveLength(1);
  });

  it('keeps the warning open on ambient activity; Stay signed in restarts the whole countdown', () => {
    const { clock, timeouts, view } = startIdle();
    view().start();
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    view().reportActivity();
    expect(view().isWarning).toBe(true);

    clock.increment(IDLE_WARNING_MS - 1);
    view().stay();
    expect(view()).toMatchObject({ isWatching: true, isWarning: false });
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1);
    expect(view().isWarning).toBe(false);
    expect(timeouts).toHaveLength(0);
  });

  it('does not count while signed out and stops when the session ends (also from the warning)', () => {
    const { actor, clock, timeouts } = startIdle();
    clock.increment(IDLE_TIMEOUT_MS * 2);
    expect(actor.getSnapshot().value).toBe('stopped');

    actor.send({ type: 'idle.start' });
    clock.increment(1_000);
    actor.send({ type: 'idle.stop' });
    clock.increment(IDLE_TIMEOUT_MS);
    expect(timeouts).toHaveLength(0);

    actor.send({ type: 'idle.start' });
    clock.increment(IDLE_TIMEOUT_MS - IDLE_WARNING_MS);
    actor.send({ type: 'idle.stop' });
    expect(actor.getSnapshot().value).toBe('stopped');
    clock.increment(IDLE_WARNING_MS);
    expect(timeouts).toHaveLength(0);
  });

  it('accepts shorter durations as input and re-arms after the next sign-in', () => {
    const { actor, clock, timeouts } = startIdle({ timeout: 1_000, warning: 400 });
    actor.send({ type: 'idle.start' });
    clock.increment(600);
    expect(actor.getSnapshot().value).toBe('warning');
    clock.increment(400);
    expect(actor.getSnapshot().value).toBe('timedOut');
    actor.send({ type: 'activity.detected' });
    actor.send({ type: 'idle.stay' });
    expect(actor.getSnapshot().value).toBe('timedOut');

    actor.send({ type: 'idle.start' });
    clock.increment(600);
    clock.increment(400);
    expect(timeouts).toHaveLength(2);
  });

  it('clamps the warning to the timeout', () => {
    const { view } = startIdle({ timeout: 1_000, warning: 5_000 });
    expect(view()).toMatchObject({ timeoutMs: 1_000, warningMs: 1_000 });
    expect(startIdle({ warning: -5 }).view().warningMs).toBe(0);
  });
});
