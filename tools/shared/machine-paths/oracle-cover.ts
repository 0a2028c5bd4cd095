import type { EventObject } from 'xstate';
import type { Oracle, Outcome } from './oracles/oracle';
import { describeEvent, type QaPath } from './paths';
import { canonical } from './replay';
import { delayOf, type MachineModel } from './test-model';

/**
 * What a path covers of the SPEC's oracle (oracles/, written from the spec), never of the machine
 * under test: the screens it shows (`state:`), each step that changes something (`transition:`
 * screen, event, screen after, and the requests, emitted events and hooks it starts) and each
 * step the spec ignores there (`blocked:`, the other outcome of a guard: a Save while invalid, a
 * hidden chip). The path's events are fed to the oracle alone, so a broken machine cannot move
 * what counts as covered, nor hide a case the spec has.
 */

const key = (value: unknown) => JSON.stringify(canonical(value));

/** Whether the oracle does anything: a state with other content (not only a new object), or an effect. */
export function reacted<TState>(before: TState, outcome: Outcome<TState>): boolean {
  if (outcome.emitted?.length || outcome.effects?.length || outcome.calls?.length) return true;
  return outcome.state !== before && key(outcome.state) !== key(before);
}

function sideEffects<TState>(outcome: Outcome<TState>): string {
  const parts = [
    ...(outcome.calls ?? []).map((call) => `call ${call.actor}`),
    ...(outcome.emitted ?? []).map((event) => `emit ${event.type}`),
    ...(outcome.effects ?? []).map((effect) => `hook ${effect}`),
  ];
  return parts.length ? ` [${parts.join(', ')}]` : '';
}

/** 'state:…', 'transition:…' and 'blocked:…' items of `path` in the oracle (see the file comment). */
export function oracleItemsOf<TState, TScreen>(
  model: MachineModel,
  oracle: Oracle<TState, TScreen>,
  path: Pick<QaPath, 'steps'>,
): Set<string> {
  const items = new Set<string>();
  let state = oracle.initial(model.input).state;
  items.add(`state:${key(oracle.screen(state))}`);
  const feed = (event: EventObject | { type: 'qa.clock'; ms: number }, label: string) => {
    const before = key(oracle.screen(state));
    const outcome = oracle.next(state, event);
    const after = key(oracle.screen(outcome.state));
    if (reacted(state, outcome)) items.add(`transition:${before} ${label} → ${after}${sideEffects(outcome)}`);
    else if (event.type !== 'qa.clock') items.add(`blocked:${before} ${label}`);
    state = outcome.state;
    items.add(`state:${after}`);
  };
  for (const step of path.steps) {
    const delay = delayOf(step.event, model.delays);
    if (delay !== undefined) {
      feed({ type: 'qa.clock', ms: delay - 1 }, `${describeEvent(step.event)} (1 ms early)`);
      feed({ type: 'qa.clock', ms: 1 }, describeEvent(step.event));
      continue;
    }
    const wait = model.waitBefore?.[step.event.type] ?? 0;
    if (wait > 0) feed({ type: 'qa.clock', ms: wait }, `wait before ${step.event.type}`);
    feed(step.event, describeEvent(step.event));
  }
  return items;
}

/**
 * A small subset of `paths` covering every oracle item they cover together: greedy, the path
 * adding the most new items first, the shorter one on a tie; returned in the given order.
 */
export function oracleCoveringPaths<TState, TScreen>(
  model: MachineModel,
  oracle: Oracle<TState, TScreen>,
  paths: QaPath[],
): QaPath[] {
  const items = new Map(paths.map((path) => [path, oracleItemsOf(model, oracle, path)]));
  const covered = new Set<string>();
  const chosen = new Set<QaPath>();
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
    chosen.add(best);
    for (const item of items.get(best)!) covered.add(item);
    items.delete(best);
  }
  return paths.filter((path) => chosen.has(path));
}
