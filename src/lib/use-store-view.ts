import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';

/** What a view can read and drive: an xstate actor, or anything shaped like one (the app's session). */
export interface ViewStore<TSnapshot, TEvent> {
  getSnapshot: () => TSnapshot;
  subscribe: (listener: () => void) => { unsubscribe: () => void };
  send: (event: TEvent) => void;
}

/** A pure view adapter: the snapshot turned into what the view shows plus intents (functions that send events). */
export type StoreViewAdapter<TSnapshot, TEvent, TView extends object> = (
  snapshot: TSnapshot,
  send: (event: TEvent) => void,
) => TView;

/** Same view when every non-function field is identical: intents are re-created per snapshot but never compared. */
function isSameViewState(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => typeof left[key] === 'function' || Object.is(left[key], right[key]));
}

/**
 * Intents with a stable identity for the store's lifetime (safe in effect deps and memoised
 * props). Each call runs the adapter on the store's current snapshot and calls its intent, so an
 * intent that reads the snapshot never acts on a stale render.
 */
function stableIntents<TSnapshot, TEvent, TView extends object>(
  store: ViewStore<TSnapshot, TEvent>,
  toView: StoreViewAdapter<TSnapshot, TEvent, TView>,
): Partial<TView> {
  const send = (event: TEvent) => store.send(event);
  const current = () => toView(store.getSnapshot(), send) as Record<string, unknown>;
  const intents: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [key, value] of Object.entries(current())) {
    if (typeof value !== 'function') continue;
    intents[key] = (...args) => (current()[key] as (...a: unknown[]) => unknown)(...args);
  }
  return intents as Partial<TView>;
}

/**
 * Reads a store through its adapter: re-renders only when a non-function field of the view
 * changes, and its intents keep their identity.
 */
export function useStoreView<TSnapshot, TEvent, TView extends object>(
  store: ViewStore<TSnapshot, TEvent>,
  toView: StoreViewAdapter<TSnapshot, TEvent, TView>,
): TView {
  const last = useRef<{ store: ViewStore<TSnapshot, TEvent>; snapshot: TSnapshot; view: TView } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const readView = () => {
    const snapshot = store.getSnapshot();
    const previous = last.current?.store === store ? last.current : null;
    if (previous && Object.is(previous.snapshot, snapshot)) return previous.view;
    const next = toView(snapshot, (event) => store.send(event));
    const view = previous && isSameViewState(previous.view, next) ? previous.view : next;
    last.current = { store, snapshot, view };
    return view;
  };
  const state = useSyncExternalStore(subscribe, readView, readView);
  const intents = useMemo(() => stableIntents(store, toView), [store, toView]);
  return useMemo(() => ({ ...state, ...intents }), [state, intents]);
}
