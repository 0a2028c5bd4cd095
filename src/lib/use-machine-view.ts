import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorOptions, AnyStateMachine, EmittedFrom, EventFrom, SnapshotFrom } from 'xstate';
import { useStoreView } from './use-store-view';

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

/**
 * Reads an existing actor (e.g. one from an actor context) through its adapter: re-renders only
 * when a non-function field of the view changes; intents are stable; `onEmit` handles emits.
 */
export function useActorView<TLogic extends AnyStateMachine, TView extends object>(
  actorRef: ActorRefOf<TLogic>,
  toView: ViewAdapter<TLogic, TView>,
  { onEmit }: UseActorViewOptions<TLogic> = {},
): TView {
  const view = useStoreView<SnapshotFrom<TLogic>, EventFrom<TLogic>, TView>(actorRef, toView);

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
