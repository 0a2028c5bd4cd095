import { getInitialSnapshot, type AnyMachineSnapshot } from 'xstate';
import { describeEvent, stateName, type QaPath } from '../paths';
import type { MachineModel } from '../test-model';

/**
 * What each step of a UI path reaches of the machine, in the machine's own names, for the
 * real-UI coverage of the QA report (tools/qa-paths/ui-coverage.ts): the state it starts in, and
 * per step the state after it and the transition it takes (`from on event → to`) or, for a step
 * the spec says the UI must not offer, the blocked case and the guards that refuse it. A step
 * that passed in the browser reached them there.
 */
export interface PathReach {
  start: string[];
  steps: string[][];
}

export function reachOf(model: MachineModel, path: Pick<QaPath, 'steps'>): PathReach {
  let before = stateName((getInitialSnapshot(model.machine, model.input) as AnyMachineSnapshot).value);
  const start = [`state ${before}`];
  const steps = path.steps.map((step) => {
    const items = [`state ${step.state}`];
    if (step.blocked) items.push(`blocked ${before} on ${describeEvent(step.event)}`);
    else items.push(`transition ${before} on ${step.event.type} → ${step.state}`);
    for (const key of step.blockedGuards) items.push(`guard blocked ${key}`);
    before = step.state;
    return items;
  });
  return { start, steps };
}
