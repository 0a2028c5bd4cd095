import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { oracleItemsOf, reacted } from './oracle-cover';
import type { ClockEvent, Oracle, Outcome } from './oracles/oracle';
import { pathIdOf, summaryOf } from './path-id';
import { describeEvent, stateName, type QaPath, type QaStep } from './paths';
import { canonical } from './replay';
import type { MachineModel } from './test-model';

/**
 * Paths taken from the SPEC's oracle, not from the machine: a breadth-first walk of the oracle
 * alone, trying every user event of the model in every state it reaches (delays are left to the
 * machine's paths: the oracle counts time since a state was entered, which a walk of delays of
 * arbitrary names cannot follow),
 * gives the shortest way to each step the oracle reacts to. Those no given path takes become
 * paths of kind `oracle`. A machine that lost a transition (a chip that can no longer be
 * deselected) yields no path that tries it; the oracle still does, so the cover set has it.
 *
 * The machine is used for two things only: a step's `state` label (where the machine is after
 * it, for reading) and the model's `filter` (what a user can do in the UI models); a step's
 * `blocked` is the oracle's word (it ignores the event).
 */

interface Node<TState> {
  state: TState;
  snapshot: AnyMachineSnapshot;
  steps: QaStep[];
}

const MAX_DEPTH = 8;
const MAX_STATES = 4000;

/** The oracle's outcome of one user event, after the model's `waitBefore` time as a clock event. */
function feed<TState, TScreen>(
  model: MachineModel,
  oracle: Oracle<TState, TScreen>,
  state: TState,
  event: EventObject,
): Outcome<TState> {
  const clock = (ms: number, from: TState): Outcome<TState> => oracle.next(from, { type: 'qa.clock', ms } as ClockEvent);
  const wait = model.waitBefore?.[event.type] ?? 0;
  return oracle.next(wait > 0 ? clock(wait, state).state : state, event);
}

export function oraclePathsOf<TState, TScreen>(
  model: MachineModel,
  oracle: Oracle<TState, TScreen>,
  known: readonly QaPath[],
): QaPath[] {
  const taken = new Set(
    known.flatMap((path) => [...oracleItemsOf(model, oracle, path)]).filter((item) => item.startsWith('transition:')),
  );
  const events = model.events.filter((event) => !event.type.startsWith('xstate.after.'));
  const start = oracle.initial(model.input).state;
  const queue: Node<TState>[] = [{ state: start, snapshot: getInitialSnapshot(model.machine, model.input), steps: [] }];
  const seen = new Set([JSON.stringify(canonical(start))]);
  const found: QaPath[] = [];
  while (queue.length && seen.size < MAX_STATES) {
    const node = queue.shift()!;
    if (node.steps.length >= MAX_DEPTH) continue;
    for (const event of events) {
      if (model.filter && !model.filter(node.snapshot, event)) continue;
      const outcome = feed(model, oracle, node.state, event);
      if (!reacted(node.state, outcome)) continue;
      const snapshot = getNextSnapshot(model.machine, node.snapshot, event) as AnyMachineSnapshot;
      const steps = [...node.steps, { event, state: stateName(snapshot.value), blocked: false, blockedGuards: [] }];
      const fresh = [...oracleItemsOf(model, oracle, { steps })].filter(
        (item) => item.startsWith('transition:') && !taken.has(item),
      );
      if (fresh.length) {
        for (const item of fresh) taken.add(item);
        const target = stateName(snapshot.value);
        found.push({
          id: pathIdOf(
            model.name,
            steps.map((step) => step.event),
          ),
          model: model.name,
          kind: 'oracle',
          steps,
          target,
          title: `${steps.map((step) => describeEvent(step.event)).join(' → ')} ⇒ ${target}`,
          summary: summaryOf(steps.map((step) => step.event)),
        });
      }
      const key = JSON.stringify(canonical(outcome.state));
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ state: outcome.state, snapshot, steps });
    }
  }
  return found;
}
