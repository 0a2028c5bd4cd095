import {
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type EventObject,
  type StateValue,
} from 'xstate';
import { blockedBy } from './guards';
import { pathIdOf, summaryOf } from './path-id';
import { createMachineTestModel, type MachineModel } from './test-model';

/**
 * The generated paths QA runs, per model: every shortest path, every simple path where the model
 * says the graph is small, and one "guard-blocked" path per guarded transition whose blocked case
 * no other path tries (the shortest way to a state where the guard fails, then that event). The
 * same list feeds the Vitest model tests, the mutation check, the coverage report and the
 * real-UI runner (`npm run qa:paths`). Everywhere but the real UI, "edge" paths complete them so
 * that every edge of the state graph is walked once (a shortest path reaches each state once, by
 * its cheapest edge: a Cancel with unsaved edits, or a second submit after a failure, would
 * otherwise never be tried).
 */

/** `oracle`: a step the spec's oracle takes that no path of the machine's graph takes (oracle-paths.ts). */
export type PathKind = 'shortest' | 'simple' | 'guard-blocked' | 'edge' | 'oracle';

export interface QaStep {
  event: EventObject;
  /** The state the machine is in after the event (from the machine's graph; for listing only). */
  state: string;
  /** True when no transition takes the event here (a guard blocks it): the UI must not offer it. */
  blocked: boolean;
  /** Keys of guarded transitions (see guards.ts) whose guard fails on this event here. */
  blockedGuards: string[];
}

export interface QaPath {
  /**
   * `<model>#<short hash of the events in order>` (path-id.ts), e.g. `supportWizard#4c1f0a9`: the
   * same events give the same id whatever else changes in the machine.
   */
  id: string;
  model: string;
  kind: PathKind;
  steps: QaStep[];
  /** Where the path ends, e.g. 'editing.picture'. */
  target: string;
  /** Events in order, e.g. 'resource.toggle(r1) → reason.toggle(Other) ⇒ form'. */
  title: string;
  /** Event types only, e.g. 'resource.toggle → reason.toggle → form.submit' (what `--grep` matches). */
  summary: string;
}

export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child && Object.keys(child).length ? `${key}.${stateName(child as StateValue)}` : key))
    .join(',');
}

function brief(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return value.length > 24 ? `${value.slice(0, 21)}...` : value;
  if (typeof value !== 'object') return String(value);
  if (value instanceof Error) return value.message;
  const record = value as Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  const entries = Object.entries(record);
  if (entries.length === 0) return '{}';
  if (entries.length > 2) return `{${entries.length} fields}`;
  return entries.map(([key, item]) => `${key}=${brief(item)}`).join(' ');
}

/** 'resource.toggle(r1 Lens Planner)', 'loadProfile done({picture,...})', 'after idleTimeout'. */
export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} done${'output' in payload && payload.output !== undefined ? `(${brief(payload.output)})` : ''}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (failed) return `${failed[1]} fails(${brief(payload.error)})`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const values = Object.values(payload);
  if (values.length === 0) return type;
  return `${type}(${values.map(brief).join(' ')})`;
}

function titleOf(steps: QaStep[], target: string): string {
  const events = steps.map((step) => `${describeEvent(step.event)}${step.blocked ? ' [blocked]' : ''}`);
  return `${events.length ? events.join(' → ') : '(start)'} ⇒ ${target}`;
}

/** The model's event variants for every type a state names (the machine's guards not applied). */
export function candidateEvents(state: AnyMachineSnapshot, model: Pick<MachineModel, 'events' | 'filter'>): EventObject[] {
  return getAllOwnEventDescriptors(state)
    .flatMap((type) => {
      const variants = model.events.filter((event) => event.type === type);
      return variants.length ? variants : [{ type }];
    })
    .filter((event) => model.filter?.(state, event) ?? true);
}

function toSteps(steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>): QaStep[] {
  const result: QaStep[] = [];
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.state;
    const { event, state } = steps[i]!;
    result.push({
      event,
      state: stateName(state.value),
      blocked: !before.can(event),
      blockedGuards: blockedBy(before, event).map((transition) => transition.key),
    });
  }
  return result;
}

const signature = (steps: QaStep[]) => JSON.stringify(steps.map((step) => step.event));

type RawStep = { event: EventObject; state: AnyMachineSnapshot };

const edgeKey = (state: AnyMachineSnapshot, event: EventObject) => JSON.stringify([state.value, state.context, event]);

/**
 * Every state the shortest paths pass through, each with its shortest prefix, shortest first.
 * (xstate/graph leaves out paths that are prefixes of others, so their ends alone miss states.)
 */
function reachable(paths: Array<{ steps: RawStep[] }>): RawStep[][] {
  const byState = new Map<string, RawStep[]>();
  for (const path of paths) {
    for (let end = 1; end <= path.steps.length; end++) {
      const state = path.steps[end - 1]!.state;
      const key = JSON.stringify([state.value, state.context]);
      const known = byState.get(key);
      if (!known || known.length > end) byState.set(key, path.steps.slice(0, end));
    }
  }
  return [...byState.values()].sort((a, b) => a.length - b.length);
}

export interface ModelPaths {
  model: MachineModel;
  shortest: QaPath[];
  simple: QaPath[];
  blocked: QaPath[];
  /** Edge-completion paths (Vitest, the mutation check and the coverage report; not the real UI). */
  edges: QaPath[];
  /** shortest + simple + blocked + edges */
  all: QaPath[];
}

/** Every path QA runs for one model (see the file comment). */
export function generatePaths(model: MachineModel): ModelPaths {
  const testModel = createMachineTestModel(model);
  const shortestRaw = testModel.getShortestPaths();
  const simpleRaw = model.simplePaths ? testModel.getSimplePaths() : [];
  const make =
    (kind: PathKind) =>
    (steps: QaStep[], target: string): QaPath => ({
      id: pathIdOf(
        model.name,
        steps.map((step) => step.event),
      ),
      model: model.name,
      kind,
      steps,
      target,
      title: titleOf(steps, target),
      summary: summaryOf(steps.map((step) => step.event)),
    });
  const shortest = shortestRaw.map((path) => make('shortest')(toSteps(path.steps), stateName(path.state.value)));
  const simple = simpleRaw.map((path) => make('simple')(toSteps(path.steps), stateName(path.state.value)));

  // Guarded transitions whose blocked case the paths above already try.
  const tried = new Set([...shortest, ...simple].flatMap((path) => path.steps.flatMap((step) => step.blockedGuards)));
  const known = new Set([...shortest, ...simple].map((path) => signature(path.steps)));
  const blockedSteps: QaStep[][] = [];
  for (const prefix of reachable(shortestRaw)) {
    const state = prefix.at(-1)!.state;
    if (state.status !== 'active') continue;
    for (const event of candidateEvents(state, model)) {
      const guards = blockedBy(state, event).map((transition) => transition.key);
      const fresh = guards.filter((key) => !tried.has(key));
      if (fresh.length === 0) continue;
      const next = getNextSnapshot(model.machine, state, event) as AnyMachineSnapshot;
      const steps = [
        ...toSteps(prefix),
        { event, state: stateName(next.value), blocked: !state.can(event), blockedGuards: guards },
      ];
      if (known.has(signature(steps))) continue;
      for (const key of guards) tried.add(key);
      known.add(signature(steps));
      blockedSteps.push(steps);
    }
  }
  const blocked = blockedSteps.map((steps) => make('guard-blocked')(steps, steps.at(-1)!.state));

  // Edges (state, event) no path above walks: the shortest way to the state, then the event.
  const walked = new Set<string>();
  for (const path of [...shortestRaw, ...simpleRaw]) {
    path.steps.forEach((step, index) => {
      if (index > 0) walked.add(edgeKey(path.steps[index - 1]!.state, step.event));
    });
  }
  const edgeSteps: QaStep[][] = [];
  for (const prefix of reachable(shortestRaw)) {
    const state = prefix.at(-1)!.state;
    if (state.status !== 'active') continue;
    for (const event of candidateEvents(state, model)) {
      if (!state.can(event) || walked.has(edgeKey(state, event))) continue;
      walked.add(edgeKey(state, event));
      const next = getNextSnapshot(model.machine, state, event) as AnyMachineSnapshot;
      edgeSteps.push([
        ...toSteps(prefix),
        { event, state: stateName(next.value), blocked: false, blockedGuards: blockedBy(state, event).map((t) => t.key) },
      ]);
    }
  }
  const edges = edgeSteps.map((steps) => make('edge')(steps, steps.at(-1)!.state));
  return { model, shortest, simple, blocked, edges, all: [...shortest, ...simple, ...blocked, ...edges] };
}
