import {
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';

/**
 * Why not `createTestModel` itself: it validates the machine and refuses any state with `invoke`
 * or `after` ("Invocations on test machines are not supported"), and every machine here invokes
 * actors or uses delays. This helper builds the same `TestModel` with the same options
 * `createTestModel` would use (events from each state's own event descriptors, state matching,
 * serialization that keys a state by its incoming transition), minus that validation.
 *
 * How async outcomes are modelled: the machines under test get actors that never settle, and the
 * model lists `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events with their output or
 * error. The graph traversal (pure `machine.transition`) and the running actor then take the very
 * same steps: each path sends those events to the live actor, whose pending child is stopped by the
 * transition. Delayed transitions (`xstate.after.<delay>.<state>`) are not sent: the path advances
 * a `SimulatedClock` by the delay, so the real timer fires.
 */
export interface MachineModel {
  name: string;
  /** The machine with never-settling actor doubles provided. */
  machine: AnyStateMachine;
  input?: unknown;
  /** Event objects to try in each state (payload variants included). */
  events: readonly EventObject[];
  /** Milliseconds to advance the clock for each named delay used in `after`. */
  delays?: Record<string, number>;
  /** Whether the graph is small enough to also run every simple path. */
  simplePaths?: boolean;
  /**
   * Milliseconds the clock advances before sending an event of this type (e.g. idle activity half
   * way through the countdown), so that a timer restarted by the event can be told from one that
   * was not.
   */
  waitBefore?: Record<string, number>;
  /** Side-effect hooks provided by the app (`persistSession`, ...) whose calls the paths check. */
  effects?: readonly string[];
  /**
   * Events a user can send in a state, on top of the machine's own rules (UI models: a Save that
   * always sends the form's values, a field only its block shows). Default: every event.
   */
  filter?: (state: AnyMachineSnapshot, event: EventObject) => boolean;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Same shape as xstate/graph's internal serializeMachineTransition. */
function serializeTransition(state: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) {
  if (!event || (prev && sameValue(prev.value, state.value))) return '';
  return ` via ${JSON.stringify(event)}${prev ? ` from ${JSON.stringify(prev.value)}` : ''}`;
}

export function createMachineTestModel(model: MachineModel) {
  const { machine, events, input } = model;
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    input,
    serializeState: (state, event, prev) => `${serializeSnapshot(state)}${serializeTransition(state, event, prev)}`,
    serializeEvent: (event) => JSON.stringify(event),
    stateMatcher: (state, key) =>
      key.startsWith('#') ? state._nodes.includes(machine.getStateNodeById(key)) : state.matches(key),
    events: (state) =>
      getAllOwnEventDescriptors(state).flatMap((type) => {
        const variants = events.filter((event) => event.type === type);
        return variants.length ? variants : [{ type }];
      }),
    // Only events the state really handles (guards pass): no self-loops that change nothing.
    filterEvents: (state, event) => state.can(event) && (model.filter?.(state, event) ?? true),
    logger: { log: () => {}, error: () => {} },
  });
}

/** Delay name of an `xstate.after.<delay>.<stateId>` event, if it is one. */
export function delayOf(event: EventObject, delays: Record<string, number> = {}): number | undefined {
  if (!event.type.startsWith('xstate.after.')) return undefined;
  const name = event.type.slice('xstate.after.'.length).split('.')[0] ?? '';
  return delays[name] ?? (Number.isFinite(Number(name)) ? Number(name) : undefined);
}

/** A live actor for one path plus the `events` executors that drive it. */
export function startSystemUnderTest(model: MachineModel, options: { inspect?: (event: unknown) => void } = {}) {
  const clock = new SimulatedClock();
  const actor: AnyActorRef = createActor(model.machine, {
    clock,
    input: model.input,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  // An actor error (a broken mutant) is thrown where the path sends, never reported later.
  const errors: unknown[] = [];
  actor.subscribe({ error: (error: unknown) => errors.push(error) });
  actor.start();
  const emitted: EventObject[] = [];
  actor.on('*', (event: EventObject) => emitted.push(event));
  const exec = (event: EventObject) => {
    const delay = delayOf(event, model.delays);
    if (delay === undefined) actor.send(event);
    else clock.increment(delay);
  };
  return { actor, clock, exec, emitted, errors };
}
