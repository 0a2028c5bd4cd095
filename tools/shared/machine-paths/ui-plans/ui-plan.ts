import { coveringPaths } from '../coverage';
import { describeEvent, generatePaths, type PathKind, type QaPath, type QaStep } from '../paths';
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
  /** Path kinds run in the UI. Default shortest and guard-blocked. */
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
}

export function stepTitle(step: QaStep, index: number): string {
  return `${index + 1}. ${describeEvent(step.event)}${step.blocked ? ' [blocked]' : ''} ⇒ ${step.state}`;
}

/**
 * The paths a UI run takes, per model: every path of the plan's kinds (shortest and guard-blocked
 * by default), or with `set` 'cover' (`QA_PATH_SET=cover`, `npm run qa:paths -- --cover`) the
 * smallest subset of them that still covers every state, transition and guard case they cover
 * (coverage.ts).
 */
export function uiPathsOf(
  plan: Pick<UiPlan, 'models' | 'kinds'>,
  set = process.env.QA_PATH_SET ?? 'all',
): Array<{ model: MachineModel; path: QaPath }> {
  const kinds = new Set(plan.kinds ?? ['shortest', 'guard-blocked']);
  return plan.models.flatMap((model) => {
    const paths = generatePaths(model).all.filter((path) => kinds.has(path.kind));
    return (set === 'cover' ? coveringPaths(model, paths) : paths).map((path) => ({ model, path }));
  });
}
