import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { Call, Oracle } from './oracles/oracle';
import { describeEvent, type QaPath } from './paths';
import { delayOf, startSystemUnderTest, type MachineModel } from './test-model';

/**
 * Replays one generated path on a live actor (the machine, or a mutant of it) and compares, after
 * every step, what the view adapter shows (plus emitted events, side-effect hooks and requests)
 * with what the oracle expects. The expectation comes from the oracle alone, never from the
 * machine, so a broken transition shows up as a mismatch.
 */

export interface Observation<TScreen = unknown> {
  screen: TScreen;
  emitted: EventObject[];
  effects: string[];
  calls: Call[];
  /**
   * The model's events the flow reacts to here (what the user can do: a shown chip, an enabled
   * Save). A state that looks right but ignores the next click fails here, not three steps later.
   */
  offered: string[];
}

export interface Check {
  /** 'start', 'step 3: edit.save(...)', 'step 2: after idleTimeout (1 ms early)' */
  label: string;
  expected: Observation;
  actual: Observation;
}

export interface ReplayResult {
  checks: Check[];
  /** The first check whose actual differs from the expected, or null. */
  mismatch: Check | null;
  /** Thrown while replaying (a mutant may be an invalid machine). */
  error: unknown;
}

/** JSON with sorted keys, undefined dropped and Errors as their message: a stable comparison key. */
export function canonical(value: unknown): unknown {
  if (value instanceof Error) return { message: value.message };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const sameObservation = (a: Observation, b: Observation) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

interface Recorder {
  emitted: EventObject[];
  effects: string[];
  calls: Call[];
}

function takeRecorded(recorder: Recorder) {
  const taken = { emitted: recorder.emitted, effects: recorder.effects, calls: recorder.calls };
  recorder.emitted = [];
  recorder.effects = [];
  recorder.calls = [];
  return taken;
}

/** Whether the oracle reacts to `event` in `state` (anything but `ignored`). */
function reacts<TState>(oracle: Oracle<TState, unknown>, state: TState, event: EventObject): boolean {
  const outcome = oracle.next(state, event);
  return outcome.state !== state || Boolean(outcome.emitted?.length || outcome.effects?.length || outcome.calls?.length);
}

/** Replays `path` (generated from `model`) on `machine` (default: the model's own machine). */
export function replayPath<TState, TScreen>(
  model: MachineModel,
  oracle: Oracle<TState, TScreen>,
  path: Pick<QaPath, 'steps'>,
  options: { machine?: AnyStateMachine; inspect?: (event: unknown) => void } = {},
): ReplayResult {
  const effects = new Set(model.effects ?? []);
  const recorder: Recorder = { emitted: [], effects: [], calls: [] };
  const checks: Check[] = [];
  let error: unknown = null;
  const inspect = (event: unknown) => {
    options.inspect?.(event);
    const inspected = event as { type: string; actorRef?: AnyActorRef & { _parent?: unknown; options?: { input?: unknown } } };
    if (inspected.type === '@xstate.actor' && inspected.actorRef?._parent) {
      recorder.calls.push({ actor: inspected.actorRef.id, input: inspected.actorRef.options?.input });
    }
    const action = (event as { action?: { type?: string } }).action;
    if (inspected.type === '@xstate.action' && action?.type && effects.has(action.type)) recorder.effects.push(action.type);
  };
  const sut = startSystemUnderTest({ ...model, machine: options.machine ?? model.machine }, { inspect });
  sut.actor.on('*', (event: EventObject) => recorder.emitted.push(event));

  let outcome = oracle.initial(model.input);
  let state = outcome.state;
  const userEvents = model.events
    .map((event, index) => ({ event, name: `${index}: ${describeEvent(event)}` }))
    .filter(({ event }) => !event.type.startsWith('xstate.after.'));
  const check = (label: string) => {
    const snapshot = sut.actor.getSnapshot() as AnyMachineSnapshot;
    const expected: Observation = {
      screen: oracle.screen(state),
      emitted: outcome.emitted ?? [],
      effects: outcome.effects ?? [],
      calls: outcome.calls ?? [],
      offered: userEvents.filter(({ event }) => reacts(oracle, state, event)).map(({ name }) => name),
    };
    const actual: Observation = {
      screen: oracle.read(snapshot),
      ...takeRecorded(recorder),
      offered: userEvents.filter(({ event }) => snapshot.can(event)).map(({ name }) => name),
    };
    checks.push({ label, expected, actual });
  };
  /** Time passes on the test clock and in the oracle alike. */
  const advance = (ms: number, label: string) => {
    if (ms <= 0) return;
    sut.clock.increment(ms);
    outcome = oracle.next(state, { type: 'qa.clock', ms });
    state = outcome.state;
    check(label);
  };

  try {
    check('start');
    if (sut.errors.length) throw sut.errors[0];
    path.steps.forEach((step, index) => {
      const label = `step ${index + 1}: ${step.event.type}`;
      const delay = delayOf(step.event, model.delays);
      if (delay !== undefined) {
        // A timer is checked twice: 1 ms before it is due (nothing yet), then when it is due.
        advance(delay - 1, `${label} (1 ms early)`);
        advance(1, label);
        return;
      }
      advance(model.waitBefore?.[step.event.type] ?? 0, `${label} (waiting before it)`);
      // A (broken) flow that already ended takes nothing more; the oracle still moves on.
      if ((sut.actor.getSnapshot() as AnyMachineSnapshot).status === 'active') sut.actor.send(step.event);
      outcome = oracle.next(state, step.event);
      state = outcome.state;
      check(label);
      if (sut.errors.length) throw sut.errors[0];
    });
  } catch (caught) {
    error = caught;
  } finally {
    sut.actor.stop();
  }
  const mismatch = checks.find((entry) => !sameObservation(entry.expected, entry.actual)) ?? null;
  return { checks, mismatch, error };
}

/** 'screen.isDirty: expected false, saw true' for each field that differs (one level into each part). */
export function differences(expected: Observation, actual: Observation): string[] {
  const lines: string[] = [];
  const left = canonical(expected) as Record<string, unknown>;
  const right = canonical(actual) as Record<string, unknown>;
  for (const part of Object.keys(left)) {
    const a = left[part];
    const b = right[part];
    const keyed = a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b);
    const keys = keyed ? [...new Set([...Object.keys(a), ...Object.keys(b)])] : [null];
    for (const key of keys) {
      const x = key === null ? a : (a as Record<string, unknown>)[key];
      const y = key === null ? b : (b as Record<string, unknown>)[key];
      if (JSON.stringify(x) !== JSON.stringify(y)) {
        lines.push(`${part}${key === null ? '' : `.${key}`}: expected ${JSON.stringify(x)}, saw ${JSON.stringify(y)}`);
      }
    }
  }
  return lines;
}
