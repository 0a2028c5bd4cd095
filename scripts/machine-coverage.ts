/**
 * Reports how much of each machine the generated test paths cover: every shortest path, plus
 * every simple path where the model marks the graph small. The paths are the ones the
 * `tests/machines/*.model.test.ts` files run (same models), replayed on live actors whose
 * microsteps are inspected, so eventless (`always`) and delayed transitions are counted too.
 *
 * Run: npx tsx scripts/machine-coverage.ts
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { allModels } from '../tests/machines/models';
import { createMachineTestModel, startSystemUnderTest, type MachineModel } from '../tests/machines/test-model';

interface Tally {
  machine: AnyStateMachine;
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
  shortest: number;
  simple: number;
}

function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/** Transitions are compared by their source node and position, since provide() copies machines. */
function transitionKey(transition: AnyTransitionDefinition, machine: AnyStateMachine): string {
  const source = transition.source;
  const list = [...(source.transitions.get(transition.eventType) ?? []), ...(source.always ?? [])];
  return `${source.id}|${transition.eventType}|${list.indexOf(transition)}|${machine.id}`;
}

function replay(model: MachineModel, events: { type: string }[], tally: Tally) {
  const sut = startSystemUnderTest(model, {
    inspect: (inspection) => {
      const event = inspection as { type: string; _transitions?: AnyTransitionDefinition[] };
      if (event.type !== '@xstate.microstep') return;
      for (const t of event._transitions ?? []) {
        tally.transitions.add(t);
        // A transient state (left at once by `always`) is only visible as a transition source.
        for (let node: AnyStateNode | undefined = t.source; node?.parent; node = node.parent) tally.states.add(node.id);
      }
    },
  });
  const record = () => {
    for (const node of (sut.actor.getSnapshot() as AnyMachineSnapshot)._nodes) {
      if (node.parent) tally.states.add(node.id);
    }
  };
  record();
  for (const event of events) {
    sut.exec(event);
    record();
  }
  sut.actor.stop();
}

const tallies = new Map<string, Tally>();
for (const model of allModels) {
  // Several models (one per input) may describe the same machine: their coverage is merged.
  const key = model.machine.id;
  const tally: Tally = tallies.get(key) ?? {
    machine: model.machine,
    states: new Set(),
    transitions: new Set(),
    shortest: 0,
    simple: 0,
  };
  tallies.set(key, tally);
  const testModel = createMachineTestModel(model);
  const shortest = testModel.getShortestPaths();
  const simple = model.simplePaths ? testModel.getSimplePaths() : [];
  tally.shortest += shortest.length;
  tally.simple += simple.length;
  for (const path of [...shortest, ...simple]) {
    replay(
      model,
      path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init'),
      tally,
    );
  }
}

let missing = 0;
for (const [id, tally] of tallies) {
  const { machine } = tally;
  const stateIds = getStateNodes(machine.root).map((node) => node.id);
  const transitions = allTransitions(machine);
  const coveredKeys = new Set([...tally.transitions].map((t) => transitionKey(t, machine)));
  const uncovered = transitions.filter((t) => !coveredKeys.has(transitionKey(t, machine)));
  const statesCovered = stateIds.filter((stateId) => tally.states.has(stateId)).length;
  console.log(
    `${id}: ${statesCovered}/${stateIds.length} states, ${transitions.length - uncovered.length}/${transitions.length} transitions` +
      ` (${tally.shortest} shortest + ${tally.simple} simple paths)`,
  );
  for (const stateId of stateIds.filter((s) => !tally.states.has(s))) console.log(`  state not reached: ${stateId}`);
  for (const t of uncovered) {
    console.log(`  transition not taken: ${t.source.id} on ${t.eventType || '(always)'}${t.guard ? ' [guarded]' : ''}`);
  }
  missing += uncovered.length + stateIds.length - statesCovered;
}
if (process.argv.includes('--strict') && missing > 0) process.exitCode = 1;
