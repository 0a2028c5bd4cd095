import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorOptions, AnyStateMachine, EmittedFrom, EventFrom, SnapshotFrom } from 'xstate';

/** Sends one of the machine's events; what an adapter's intents call. */
export type SendFrom<TLogic extends AnyStateMachine> = (event: EventFrom<TLogic>) => void;

/**
 * A pure view adapter (`machines/<name>.view.ts`): the snapshot turned into what the view shows
 * (booleans, values) plus intents (functions that send the machine's events).
 */
export type ViewAdapter<TLogic extends AnyStateMachine, TView extends object> = (
  snapshot: SnapshotFrom<TLogic>,
  send: SendFrom<TLogic>,
) => TView;

/** One handler per emitted event type, e.g. `{ 'dialog.succeeded': ({ output }) => ... }`. */
export type EmitHandlers<TLogic extends AnyStateMachine> = {
  [TType in EmittedFrom<TLogic>['type']]?: (event: Extract<EmittedFrom<TLogic>, { type: TType }>) => void;
};

export interface UseActorViewOptions<TLogic extends AnyStateMachine> {
  /** Reactions to the machine's emitted events; the latest handlers are called (no need to memoise). Default none. */
  onEmit?: EmitHandlers<TLogic>;
}

/** The actor's own options (`input`, `clock`, ...) plus `onEmit`. */
export type UseMachineViewOptions<TLogic extends AnyStateMachine> = UseActorViewOptions<TLogic> & ActorOptions<TLogic>;

type ActorRefOf<TLogic extends AnyStateMachine> = ReturnType<typeof useActorRef<TLogic>>;

/** Same view when every non-function field is identical: intents are re-created per snapshot but never compared. */
function isSameViewState(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => typeof left[key] === 'function' || Object.is(left[key], right[key]));
}

/**
 * Intents with a stable identity for the actor's lifetime (safe in effect deps and memoised
 * props). Each call runs the adapter on the actor's current snapshot and calls its intent, so an
 * intent that reads the snapshot never acts on a stale render.
 */
function stableIntents<TLogic extends AnyStateMachine, TView extends object>(
  actorRef: ActorRefOf<TLogic>,
  toView: ViewAdapter<TLogic, TView>,
): Partial<TView> {
  const current = () => toView(actorRef.getSnapshot(), actorRef.send) as Record<string, unknown>;
  const intents: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [key, value] of Object.entries(current())) {
    if (typeof value !== 'function') continue;
    intents[key] = (...args) => (current()[key] as (...a: unknown[]) => unknown)(...args);
  }
  return intents as Partial<TView>;
}

/**
 * Reads an existing actor (e.g. one from an actor context) through its adapter: re-renders only
 * when a non-function field of the view changes; intents are stable; `onEmit` handles emits.
 */
export function useActorView<TLogic extends AnyStateMachine, TView extends object>(
  actorRef: ActorRefOf<TLogic>,
  toView: ViewAdapter<TLogic, TView>,
  { onEmit }: UseActorViewOptions<TLogic> = {},
): TView {
  const state = useSelector(actorRef, (snapshot) => toView(snapshot, actorRef.send), isSameViewState);
  const intents = useMemo(() => stableIntents(actorRef, toView), [actorRef, toView]);
  const view = useMemo(() => ({ ...state, ...intents }), [state, intents]);

  const handlers = useRef(onEmit);
  useEffect(() => {
    handlers.current = onEmit;
  });
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => {
      const handler = handlers.current?.[event.type as keyof EmitHandlers<TLogic>] as ((e: typeof event) => void) | undefined;
      handler?.(event);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  return view;
}

/**
 * The one way to run a machine in a component: creates and starts the actor (`useActorRef`; the
 * logic's implementations follow re-renders, the actor itself is created once), and returns its
 * view from the pure adapter with stable intents. Options are the actor's (`input`, ...) plus
 * `onEmit`.
 *
 * @example const { view } = useMachineView(logic, toFormDialogView, { input: {}, onEmit: { 'dialog.succeeded': done } });
 */
export function useMachineView<TLogic extends AnyStateMachine, TView extends object>(
  logic: TLogic,
  toView: ViewAdapter<TLogic, TView>,
  options: UseMachineViewOptions<TLogic> = {},
): { view: TView; actorRef: ActorRefOf<TLogic> } {
  const { onEmit, ...actorOptions } = options;
  const actorRef = useActorRef(logic, actorOptions as ActorOptions<TLogic>);
  const view = useActorView(actorRef, toView, { onEmit });
  return { view, actorRef };
}
