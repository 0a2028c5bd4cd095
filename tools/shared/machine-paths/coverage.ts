import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import {
  blockedAtRest,
  blockedBefore,
  blockedBy,
  keyOfDefinition,
  stateNodesOf,
  transitionsOf,
  type TransitionInfo,
} from './guards';
import { generatePaths, type ModelPaths, type QaPath } from './paths';
import { delayOf, startSystemUnderTest, type MachineModel } from './test-model';

/**
 * What the generated paths cover, per machine: states entered, transitions taken, and for every
 * guarded transition both cases: allowed (the transition was taken) and blocked (its event came
 * while its source was active and the guard failed; for an eventless transition, the source was
 * active at rest or a later candidate was taken). Paths are replayed on live actors whose
 * microsteps are inspected, so eventless and delayed transitions count too.
 */
export interface MachineCoverage {
  machine: AnyStateMachine;
  models: string[];
  paths: { shortest: number; simple: number; blocked: number; edges: number };
  states: { all: string[]; covered: Set<string> };
  transitions: { all: TransitionInfo[]; taken: Set<string> };
  /** Keys of guarded transitions whose blocked case was tried. */
  blocked: Set<string>;
}

export interface CoverageFigures {
  states: [covered: number, total: number];
  transitions: [covered: number, total: number];
  /** Both cases of every guarded transition: allowed + blocked. */
  guards: [covered: number, total: number];
  missing: string[];
}

function replay(model: MachineModel, events: EventObject[], coverage: MachineCoverage) {
  const sut = startSystemUnderTest(model, {
    inspect: (inspection) => {
      const event = inspection as { type: string; _transitions?: AnyTransitionDefinition[] };
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions ?? []) {
        coverage.transitions.taken.add(keyOfDefinition(transition));
        for (const key of blockedBefore(transition)) coverage.blocked.add(key);
        // A transient state (left at once by `always`) is only visible as a transition source.
        for (let node = transition.source; node?.parent; node = node.parent) coverage.states.covered.add(node.id);
      }
    },
  });
  const settle = () => {
    const snapshot = sut.actor.getSnapshot() as AnyMachineSnapshot;
    for (const node of snapshot._nodes) if (node.parent) coverage.states.covered.add(node.id);
    for (const transition of blockedAtRest(snapshot)) coverage.blocked.add(transition.key);
  };
  settle();
  for (const event of events) {
    if (delayOf(event, model.delays) === undefined) {
      const wait = model.waitBefore?.[event.type] ?? 0;
      if (wait) sut.clock.increment(wait);
      for (const transition of blockedBy(sut.actor.getSnapshot() as AnyMachineSnapshot, event))
        coverage.blocked.add(transition.key);
    }
    sut.exec(event);
    settle();
  }
  sut.actor.stop();
}

/** Coverage of every machine of `models` (models of the same machine are merged). */
export function measureCoverage(models: MachineModel[], pathsOf: (model: MachineModel) => ModelPaths = generatePaths) {
  const byMachine = new Map<string, MachineCoverage>();
  for (const model of models) {
    const id = model.machine.id;
    const coverage = byMachine.get(id) ?? {
      machine: model.machine,
      models: [],
      paths: { shortest: 0, simple: 0, blocked: 0, edges: 0 },
      states: { all: stateNodesOf(model.machine).map((node) => node.id), covered: new Set<string>() },
      transitions: { all: transitionsOf(model.machine), taken: new Set<string>() },
      blocked: new Set<string>(),
    };
    byMachine.set(id, coverage);
    coverage.models.push(model.name);
    const paths = pathsOf(model);
    coverage.paths.shortest += paths.shortest.length;
    coverage.paths.simple += paths.simple.length;
    coverage.paths.blocked += paths.blocked.length;
    coverage.paths.edges += paths.edges.length;
    for (const path of paths.all)
      replay(
        model,
        path.steps.map((step) => step.event),
        coverage,
      );
  }
  return byMachine;
}

export function figuresOf(coverage: MachineCoverage): CoverageFigures {
  const { states, transitions, blocked } = coverage;
  const guarded = transitions.all.filter((transition) => transition.guard !== null);
  const missing = [
    ...states.all.filter((id) => !states.covered.has(id)).map((id) => `state not reached: ${id}`),
    ...transitions.all
      .filter((transition) => !transitions.taken.has(transition.key))
      .map((transition) => `transition not taken: ${label(transition)}`),
    ...guarded
      .filter((transition) => !blocked.has(transition.key))
      .map((transition) => `guard never blocked: ${label(transition)} [${transition.guard}]`),
  ];
  const allowed = guarded.filter((transition) => transitions.taken.has(transition.key)).length;
  const blockedCount = guarded.filter((transition) => blocked.has(transition.key)).length;
  return {
    states: [states.all.filter((id) => states.covered.has(id)).length, states.all.length],
    transitions: [transitions.all.filter((transition) => transitions.taken.has(transition.key)).length, transitions.all.length],
    guards: [allowed + blockedCount, guarded.length * 2],
    missing,
  };
}

export function label(transition: TransitionInfo): string {
  const event = transition.eventType || '(always)';
  const targets = transition.targets.length ? ` → ${transition.targets.join(', ')}` : '';
  return `${transition.source} on ${event}${transition.index ? ` #${transition.index + 1}` : ''}${targets}`;
}

/** What one path covers: 'state:<id>', 'transition:<key>' and 'blocked:<key>' items. */
export function itemsOf(model: MachineModel, path: QaPath): Set<string> {
  const coverage: MachineCoverage = {
    machine: model.machine,
    models: [model.name],
    paths: { shortest: 0, simple: 0, blocked: 0, edges: 0 },
    states: { all: [], covered: new Set<string>() },
    transitions: { all: [], taken: new Set<string>() },
    blocked: new Set<string>(),
  };
  replay(
    model,
    path.steps.map((step) => step.event),
    coverage,
  );
  return new Set([
    ...[...coverage.states.covered].map((id) => `state:${id}`),
    ...[...coverage.transitions.taken].map((key) => `transition:${key}`),
    ...[...coverage.blocked].map((key) => `blocked:${key}`),
  ]);
}

/**
 * A small subset of `paths` covering everything they cover together (states, transitions, both
 * guard cases): greedy, the path adding the most new items first, the shorter one on a tie. For
 * runs where each path is expensive (the real UI).
 */
export function coveringPaths(model: MachineModel, paths: QaPath[]): QaPath[] {
  const items = new Map(paths.map((path) => [path, itemsOf(model, path)]));
  const covered = new Set<string>();
  const chosen: QaPath[] = [];
  for (;;) {
    let best: QaPath | null = null;
    let gain = 0;
    for (const [path, set] of items) {
      const fresh = [...set].filter((item) => !covered.has(item)).length;
      if (fresh > gain || (fresh === gain && fresh > 0 && best && path.steps.length < best.steps.length)) {
        best = path;
        gain = fresh;
      }
    }
    if (!best || gain === 0) break;
    chosen.push(best);
    for (const item of items.get(best)!) covered.add(item);
    items.delete(best);
  }
  // Keep the generated order (ids), so a report reads like the list.
  return paths.filter((path) => chosen.includes(path));
}
