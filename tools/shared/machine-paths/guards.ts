import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * The transitions of a machine and their guards, as QA counts them: a guarded transition is
 * covered only when a generated path takes it (guard passes) AND a generated path sends its event
 * while its source state is active and the guard fails (the blocked case).
 */

export interface TransitionInfo {
  /** `<source id>|<event type or (always)>|<index>`: stable across `provide()` copies. */
  key: string;
  source: string;
  /** The event type; '' for an eventless (`always`) transition. */
  eventType: string;
  index: number;
  /** Target state ids; empty for a targetless transition. */
  targets: string[];
  /** The guard's name (`not(...)` etc. for built-ins), or null. */
  guard: string | null;
  actions: string[];
  definition: AnyTransitionDefinition;
}

/** Every state node except the root, in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') return item.name || 'inline';
  if (item && typeof item === 'object' && 'type' in item) return String((item as { type: unknown }).type);
  return 'inline';
}

/** Every transition (event, delayed, done/error and eventless) of every node, root included. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const nodes: AnyStateNode[] = [machine.root, ...stateNodesOf(machine)];
  return nodes.flatMap((node) => {
    const lists: AnyTransitionDefinition[][] = [...node.transitions.values(), node.always ?? []];
    return lists.flatMap((list) =>
      list.map((definition, index) => ({
        key: `${node.id}|${definition.eventType || '(always)'}|${index}`,
        source: node.id,
        eventType: definition.eventType,
        index,
        targets: (definition.target ?? []).map((target: AnyStateNode) => target.id),
        guard: definition.guard ? nameOf(definition.guard) : null,
        actions: (definition.actions ?? []).map(nameOf),
        definition,
      })),
    );
  });
}

/** The key of a transition definition taken by a live actor (compared by position, not identity). */
export function keyOfDefinition(definition: AnyTransitionDefinition): string {
  const source = definition.source;
  const list = definition.eventType ? (source.transitions.get(definition.eventType) ?? []) : (source.always ?? []);
  return `${source.id}|${definition.eventType || '(always)'}|${list.indexOf(definition)}`;
}

/**
 * Evaluates a guard the way xstate does (named, with static or dynamic params, or inline),
 * without running a transition. xstate's own `evaluateGuard` is not exported.
 */
export function evaluateGuard(
  guard: unknown,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  context: unknown = snapshot.context,
): boolean {
  const machine = snapshot.machine as AnyStateMachine;
  const isInline = typeof guard === 'function';
  const name = typeof guard === 'string' ? guard : (guard as { type?: string } | undefined)?.type;
  const resolved: unknown = isInline ? guard : machine.implementations.guards[name ?? ''];
  if (!resolved) throw new Error(`guard '${String(name)}' is not implemented`);
  if (typeof resolved !== 'function') return evaluateGuard(resolved, snapshot, event, context);
  const args = { context, event };
  if ('check' in resolved) {
    const builtin = resolved as unknown as { check: (s: AnyMachineSnapshot, a: unknown, g: unknown) => boolean };
    return builtin.check(snapshot, args, resolved);
  }
  const params =
    isInline || typeof guard === 'string'
      ? undefined
      : (() => {
          const raw = (guard as { params?: unknown }).params;
          return typeof raw === 'function' ? (raw as (a: unknown) => unknown)(args) : raw;
        })();
  return (resolved as (a: unknown, p: unknown) => boolean)(args, params);
}

/** Whether the state node with this id is active in the snapshot. */
export function isActive(snapshot: AnyMachineSnapshot, stateId: string): boolean {
  return snapshot._nodes.some((node: AnyStateNode) => node.id === stateId);
}

/**
 * The guarded transitions whose event `event` would be blocked by their guard in `snapshot`: the
 * source is active, the event type matches, and the guard evaluates false.
 */
export function blockedBy(snapshot: AnyMachineSnapshot, event: EventObject): TransitionInfo[] {
  const machine = snapshot.machine as AnyStateMachine;
  return transitionsOf(machine).filter(
    (transition) =>
      transition.guard !== null &&
      transition.eventType === event.type &&
      isActive(snapshot, transition.source) &&
      !evaluateGuard(transition.definition.guard, snapshot, event),
  );
}

/** Eventless guarded transitions whose source is active in a settled snapshot: their guard is false there. */
export function blockedAtRest(snapshot: AnyMachineSnapshot): TransitionInfo[] {
  const machine = snapshot.machine as AnyStateMachine;
  return transitionsOf(machine).filter(
    (transition) => transition.guard !== null && transition.eventType === '' && isActive(snapshot, transition.source),
  );
}

/**
 * When a microstep takes `definition`, every earlier candidate of the same source and event had
 * its guard evaluated false (xstate tries candidates in order): those are blocked cases too.
 */
export function blockedBefore(definition: AnyTransitionDefinition): string[] {
  const key = keyOfDefinition(definition);
  const index = Number(key.split('|').at(-1));
  const prefix = key.slice(0, key.lastIndexOf('|'));
  return Array.from({ length: Math.max(index, 0) }, (_, i) => `${prefix}|${i}`);
}
