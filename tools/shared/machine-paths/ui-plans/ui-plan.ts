import { oracleCoveringPaths } from '../oracle-cover';
import { oraclePathsOf } from '../oracle-paths';
import { describeEvent, generatePaths, type PathKind, type QaPath, type QaStep } from '../paths';
import { qaMachines } from '../qa-machines';
import type { PathReach } from './step-reach';
import type { MachineModel } from '../test-model';

/**
 * What a machine's real-UI run is, as data: its UI models, which path kinds run, how a user does
 * each event and what each state shows. The Playwright drivers (e2e/qa/drivers/) add the doing and
 * the checking to it; `npm run qa:paths -- --list` (tools/qa-paths/) prints it without loading
 * Playwright or anything under e2e/.
 */

export interface UiEventPlan {
  /** How a user does it, for `--list`, `--json` and the report. */
  how: string;
  /** Set when no user can cause this event; paths with it are skipped with this reason. */
  unavailable?: string;
  /** Set when its blocked case leaves nothing to check on the page; such paths are skipped with this reason. */
  blockedUnobservable?: string;
}

export interface UiPlan {
  /** The machine's slug in `qaMachines` (and `e2e/qa/<slug>.qa.spec.ts`). */
  slug: string;
  /** UI variants of the machine's models: the same events with the portal's real data. */
  models: MachineModel[];
  /** Path kinds run in the UI. Default shortest, guard-blocked and oracle (oracle-paths.ts). */
  kinds?: PathKind[];
  /** Event type → how a user does it. */
  events: Record<string, UiEventPlan>;
  /** What is visible in each of the oracle's states. */
  states: Record<string, string>;
}

/** What the QA report reads from each test (annotation 'qa-path'). */
export interface PathAnnotation {
  machine: string;
  id: string;
  kind: PathKind;
  title: string;
  target: string;
  steps: string[];
  /** What the start and each step reach of the machine (step-reach.ts), for the real-UI coverage. */
  reach?: PathReach;
}

export function stepTitle(step: QaStep, index: number): string {
  return `${index + 1}. ${describeEvent(step.event)}${step.blocked ? ' [blocked]' : ''} ⇒ ${step.state}`;
}

/**
 * The paths a UI run takes, per model: every path of the plan's kinds (shortest, guard-blocked and
 * the oracle's own paths for steps no machine path takes, by default), or with `set` 'cover' (`QA_PATH_SET=cover`, `npm run qa:paths -- --cover`) a small
 * subset of them that still covers every screen, transition and blocked case of the SPEC's oracle
 * that they cover (oracle-cover.ts): chosen from the oracle, not from the machine under test.
 */
export function uiPathsOf(
  plan: Pick<UiPlan, 'slug' | 'models' | 'kinds'>,
  set = process.env.QA_PATH_SET ?? 'all',
): Array<{ model: MachineModel; path: QaPath }> {
  const kinds = new Set(plan.kinds ?? ['shortest', 'guard-blocked', 'oracle']);
  const oracle = qaMachines.find((machine) => machine.slug === plan.slug)?.oracle;
  if (!oracle) throw new Error(`${plan.slug}: no oracle in qaMachines`);
  return plan.models.flatMap((model) => {
    const generated = generatePaths(model).all.filter((path) => kinds.has(path.kind));
    const paths = kinds.has('oracle') ? [...generated, ...oraclePathsOf(model, oracle, generated)] : generated;
    return (set === 'cover' ? oracleCoveringPaths(model, oracle, paths) : paths).map((path) => ({ model, path }));
  });
}
