import type { AnyMachineSnapshot, EventObject } from 'xstate';

/**
 * An oracle is QA's own account of a flow, written by hand from the spec (and machines/README.md),
 * never from the machine: what the user sees after each event. The model tests compare it with
 * what the view adapter shows; the real-UI runner compares it with the page. A broken transition
 * in the machine therefore fails a path, because the expectation does not move with it.
 *
 * An oracle is two tables:
 * - event → effect (`next`): how an event changes the flow's state, or `ignored` when the spec
 *   says nothing happens (a hidden chip, a disabled Save);
 * - state → what is visible (`screen`): the fields the view shows in that state.
 */

/** One request the flow starts (an invoked actor): what the app sends to the server. */
export interface Call {
  actor: string;
  input: unknown;
}

/** Time passing on the test clock (idle logout, gallery ticks); the runner sends it to the oracle. */
export interface ClockEvent {
  type: 'qa.clock';
  ms: number;
}

/** What one step is expected to produce besides the screen. */
export interface Outcome<TState> {
  state: TState;
  /** Events the machine emits to the page (`navigate.back`, `idle.timeout`, ...). */
  emitted?: EventObject[];
  /** Side-effect hooks the app provides (`persistSession`, `clearSession`). */
  effects?: string[];
  /** Requests started (invoked actors and their input). */
  calls?: Call[];
}

export interface Oracle<TState, TScreen> {
  name: string;
  /** The state right after the flow starts with `input`. */
  initial: (input: unknown) => Outcome<TState>;
  /** The effect of one event; returns `ignored(state)` when nothing changes. */
  next: (state: TState, event: EventObject | ClockEvent) => Outcome<TState>;
  /** What the user sees in this state. */
  screen: (state: TState) => TScreen;
  /** The same fields read from the running machine through its view adapter only. */
  read: (snapshot: AnyMachineSnapshot) => TScreen;
}

/** The outcome of an event the spec ignores in this state. */
export const ignored = <TState>(state: TState): Outcome<TState> => ({ state });

/** `message` of an Error, or null: the machines keep only real Errors' messages. */
export function errorMessage(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** Payload field of an event, typed by the caller. */
export function field<T>(event: EventObject, name: string): T {
  return (event as unknown as Record<string, T>)[name] as T;
}

/** Name of the actor of an `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event, or null. */
export function actorEvent(event: EventObject): { actor: string; done: boolean } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match ? { actor: match[2]!, done: match[1] === 'done' } : null;
}
