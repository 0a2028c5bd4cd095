import { createMachine, not, type AnyStateMachine } from 'xstate';
import { stateNodesOf, transitionsOf } from './guards';
import type { Oracle } from './oracles/oracle';
import { generatePaths, type QaPath } from './paths';
import { replayPath } from './replay';
import type { MachineModel } from './test-model';

/**
 * Mutation check: break one transition or guard of a machine at a time, in a copy of its config
 * re-created with `createMachine(config, machine.implementations)` (the machine file is never
 * touched), then replay the paths generated from the ORIGINAL machine on the broken copy. A mutant
 * is killed when some path's oracle check fails (or the copy throws); one that no path catches
 * survives. The operators:
 *
 * - `remove`: the transition is gone (its event is ignored, or the next candidate takes it);
 * - `drop-actions`: the transition's actions are dropped;
 * - `retarget`: the transition goes to another state (the next one in document order that is not
 *   the original target, nor inside or around it);
 * - `invert-guard`: the guard is wrapped in `not(...)`;
 * - `drop-entry`: a state's entry actions are dropped.
 */

export type MutationOperator = 'remove' | 'drop-actions' | 'retarget' | 'invert-guard' | 'drop-entry';

export interface Mutant {
  /** e.g. 'drop-actions profileEdit.editing.confirmingLeave on confirm.accept #1' */
  id: string;
  operator: MutationOperator;
  /** The transition key (guards.ts) or the state id, for `drop-entry`. */
  target: string;
  /** Breaks a copy of the machine's config in place. */
  apply: (config: Config) => void;
}

export type Config = Record<string, unknown>;

/** Deep copy of plain objects and arrays; functions and class instances are shared. */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clone(item)])) as T;
  }
  return value;
}

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A transition's place in a config: read and replace it in a copy. */
interface Slot {
  /** Keys from the root config down to the state node. */
  statePath: string[];
  /** Where the transition list lives in the node config, e.g. ['on', 'edit.save'] or ['invoke', 0, 'onDone']. */
  location: Array<string | number>;
  index: number;
  /** The key in guards.ts terms: `<source id>|<event type>|<index>`. */
  key: string;
}

function nodeAt(config: Config, statePath: string[]): Config {
  return statePath.reduce((node, key) => (node.states as Record<string, Config>)[key]!, config);
}

function slotsOf(machine: AnyStateMachine): Slot[] {
  const slots: Slot[] = [];
  const visit = (node: Config, statePath: string[]) => {
    const id = [machine.id, ...statePath].join('.');
    const add = (location: Array<string | number>, eventType: string, list: unknown) =>
      asList(list).forEach((_, index) =>
        slots.push({ statePath, location, index, key: `${id}|${eventType || '(always)'}|${index}` }),
      );
    for (const [event, list] of Object.entries((node.on ?? {}) as Config)) add(['on', event], event, list);
    add(['always'], '', node.always);
    for (const [delay, list] of Object.entries((node.after ?? {}) as Config))
      add(['after', delay], `xstate.after.${delay}.${id}`, list);
    asList(node.invoke).forEach((invoke, position) => {
      const { id: invokeId, onDone, onError } = invoke as Config;
      const location = Array.isArray(node.invoke) ? ['invoke', position] : ['invoke'];
      add([...location, 'onDone'], `xstate.done.actor.${String(invokeId)}`, onDone);
      add([...location, 'onError'], `xstate.error.actor.${String(invokeId)}`, onError);
    });
    for (const [key, child] of Object.entries((node.states ?? {}) as Record<string, Config>)) visit(child, [...statePath, key]);
  };
  visit(machine.config as Config, []);
  return slots;
}

/** Replaces the transition at `slot` in `config` (a copy) by `replace(transition)`; null removes it. */
function edit(config: Config, slot: Slot, replace: (transition: Config) => Config | null) {
  const node = nodeAt(config, slot.statePath);
  const parent = slot.location.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => at[key] as never, node);
  const last = slot.location.at(-1)!;
  const list = asList(parent[last]).map((item) => (typeof item === 'string' ? { target: item } : (item as Config)));
  const replaced = replace(list[slot.index]!);
  const next =
    replaced === null
      ? list.filter((_, index) => index !== slot.index)
      : list.map((item, index) => (index === slot.index ? replaced : item));
  if (next.length === 0) delete parent[last];
  else parent[last] = next;
}

/** Every mutant of `machine` (see the file comment). */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const transitions = new Map(transitionsOf(machine).map((transition) => [transition.key, transition]));
  const nodes = stateNodesOf(machine);
  const mutants: Mutant[] = [];
  const describe = (key: string) => {
    const [source, event, index] = key.split('|');
    return `${source} on ${event}${index === '0' ? '' : ` #${Number(index) + 1}`}`;
  };

  for (const slot of slotsOf(machine)) {
    const info = transitions.get(slot.key);
    if (!info) throw new Error(`mutation: no transition ${slot.key} in ${machine.id}`);
    const add = (operator: MutationOperator, replace: (transition: Config) => Config | null) =>
      mutants.push({
        id: `${operator} ${describe(slot.key)}`,
        operator,
        target: slot.key,
        apply: (config) => edit(config, slot, replace),
      });
    add('remove', () => null);
    if (info.actions.length > 0) add('drop-actions', (transition) => ({ ...transition, actions: [] }));
    if (info.guard !== null) add('invert-guard', (transition) => ({ ...transition, guard: not(transition.guard as never) }));
    const around = new Set(
      (info.targets.length ? info.targets : [info.source]).flatMap((id) =>
        nodes
          .filter((node) => node.id === id || node.id.startsWith(`${id}.`) || id.startsWith(`${node.id}.`))
          .map((node) => node.id),
      ),
    );
    const from = nodes.findIndex((node) => node.id === (info.targets[0] ?? info.source));
    const other = [...nodes.slice(from + 1), ...nodes.slice(0, from)].find((node) => !around.has(node.id));
    if (other) add('retarget', (transition) => ({ ...transition, target: `#${other.id}`, reenter: false }));
  }

  for (const node of nodes) {
    if (!node.config.entry) continue;
    const statePath = node.path;
    mutants.push({
      id: `drop-entry ${node.id}`,
      operator: 'drop-entry',
      target: node.id,
      apply: (config) => {
        delete nodeAt(config, statePath).entry;
      },
    });
  }
  return mutants;
}

/** The machine with one or more mutants applied to a copy of its config (same implementations). */
export function buildMutant(machine: AnyStateMachine, mutants: Mutant | Mutant[]): AnyStateMachine {
  const config = clone(machine.config as Config);
  for (const mutant of asList(mutants) as Mutant[]) mutant.apply(config);
  return createMachine(config as never, machine.implementations as never) as unknown as AnyStateMachine;
}

export interface MutantResult {
  mutant: Mutant;
  /** The path that caught it, or null when it survived. */
  killedBy: QaPath | null;
  /** What the catching path saw: the failing check's label, or the error thrown. */
  reason: string | null;
  /** xstate refused the broken config: not a behaviour, left out of the score. */
  invalid?: boolean;
}

/** Replays the original machine's paths on each mutant until one fails. */
export function runMutants<TState, TScreen>(
  models: MachineModel[],
  oracle: Oracle<TState, TScreen>,
  mutants: Mutant[] = mutantsOf(models[0]!.machine),
): MutantResult[] {
  const paths = models.map((model) => ({ model, paths: generatePaths(model).all }));
  return mutants.map((mutant) => {
    let machine: AnyStateMachine;
    try {
      machine = buildMutant(models[0]!.machine, mutant);
    } catch (error) {
      return { mutant, killedBy: null, reason: `invalid mutant: ${String(error)}`, invalid: true };
    }
    for (const { model, paths: list } of paths) {
      for (const path of list) {
        const result = replayPath(model, oracle, path, { machine });
        if (result.error) return { mutant, killedBy: path, reason: `threw: ${String(result.error)}` };
        if (result.mismatch) return { mutant, killedBy: path, reason: result.mismatch.label };
      }
    }
    return { mutant, killedBy: null, reason: null };
  });
}
