import type { PathReach } from '../shared/machine-paths/ui-plans/step-reach';

/**
 * Real-UI coverage of a QA run, per machine: which states, transitions and blocked (guard) cases
 * the browser really reached (the start and the steps that passed), out of those the run's paths
 * would reach if every step passed. Skipped paths count as planned and not reached.
 */
export interface RanPath {
  machine: string;
  reach?: PathReach;
  /** Whether the start passed, and per step whether it passed. */
  startPassed: boolean;
  stepsPassed: boolean[];
}

export interface MachineUiCoverage {
  machine: string;
  kinds: Record<'state' | 'transition' | 'blocked', { reached: number; planned: number }>;
  /** Planned items no passing step reached, sorted. */
  missed: string[];
}

const kindOf = (item: string): 'state' | 'transition' | 'blocked' =>
  item.startsWith('state ') ? 'state' : item.startsWith('transition ') ? 'transition' : 'blocked';

export function uiCoverage(paths: RanPath[]): MachineUiCoverage[] {
  const machines = [...new Set(paths.map((path) => path.machine))];
  return machines.map((machine) => {
    const planned = new Set<string>();
    const reached = new Set<string>();
    for (const path of paths.filter((entry) => entry.machine === machine && entry.reach)) {
      const { start, steps } = path.reach!;
      for (const item of [...start, ...steps.flat()]) planned.add(item);
      if (path.startPassed) for (const item of start) reached.add(item);
      steps.forEach((items, index) => {
        if (path.stepsPassed[index]) for (const item of items) reached.add(item);
      });
    }
    const kinds: MachineUiCoverage['kinds'] = {
      state: { reached: 0, planned: 0 },
      transition: { reached: 0, planned: 0 },
      blocked: { reached: 0, planned: 0 },
    };
    for (const item of planned) {
      kinds[kindOf(item)].planned++;
      if (reached.has(item)) kinds[kindOf(item)].reached++;
    }
    return { machine, kinds, missed: [...planned].filter((item) => !reached.has(item)).sort() };
  });
}

/** 'support-wizard: states 5/5, transitions 12/14, blocked cases 4/4 reached in the browser' */
export function uiCoverageLine({ machine, kinds }: MachineUiCoverage): string {
  const part = (label: string, { reached, planned }: { reached: number; planned: number }) => `${label} ${reached}/${planned}`;
  return `${machine}: ${part('states', kinds.state)}, ${part('transitions', kinds.transition)}, ${part('blocked cases', kinds.blocked)} reached in the browser`;
}
