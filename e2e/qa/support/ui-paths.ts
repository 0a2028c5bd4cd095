import { test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { EventObject } from 'xstate';
import { coveringPaths } from '../../../tests/machines/coverage';
import type { Oracle, Outcome } from '../../../tests/machines/oracles/oracle';
import { describeEvent, generatePaths, type PathKind, type QaPath, type QaStep } from '../../../tests/machines/paths';
import { delayOf, type MachineModel } from '../../../tests/machines/test-model';

/**
 * Runs a machine's generated paths against the real UI: one Playwright test per path. Each model
 * event is done the way a user does it (the driver's event table), and after every step the page
 * must show what the oracle (tests/machines/oracles/, written from the spec) expects in that
 * state (the driver's state table). The machine's own state is never read.
 */

export interface UiBase {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
}

export interface UiEvent<TCtx, TScreen> {
  /** How a user does it, for the report and docs/qa.md. */
  how: string;
  /**
   * Does it. `step.blocked`: the spec says the UI must not offer it here; check that instead.
   * `before`: what the page shows before the step. Returns the events the page sends by itself
   * along with this one (typing an invalid name also changes the draft), in order, before it.
   */
  act?: (ctx: TCtx, event: EventObject, step: QaStep, before: TScreen) => Promise<void | EventObject[]>;
  /** Set when no user can cause this event; paths with it are skipped with this reason. */
  unavailable?: string;
  /** Set when its blocked case leaves nothing to check on the page; such paths are skipped with this reason. */
  blockedUnobservable?: string;
}

export interface UiDriver<TCtx extends UiBase, TScreen> {
  slug: string;
  /** UI variants of the machine's models: the same events with the portal's real data. */
  models: MachineModel[];
  /** Path kinds run in the UI. Default shortest and guard-blocked. */
  kinds?: PathKind[];
  /** Signs in, opens the page, holds the requests the paths decide. */
  start: (base: UiBase, model: MachineModel) => Promise<TCtx>;
  /** Event type → how a user does it. */
  events: Record<string, UiEvent<TCtx, TScreen>>;
  /** What is visible in each of the oracle's states, for the report and docs/qa.md. */
  states: Record<string, string>;
  /** Checks that the page shows `screen` (and the outcome's emitted events, e.g. a navigation). */
  see: (ctx: TCtx, screen: TScreen, outcome: Outcome<unknown>) => Promise<void>;
  /** Time passes (page.clock) for delayed transitions and `waitBefore`. */
  advanceClock?: (ctx: TCtx, ms: number) => Promise<void>;
  /** Cleans up what a path changed on the server (a password, a profile). */
  finish?: (ctx: TCtx) => Promise<void>;
  /**
   * Findings reported and not fixed yet: the paths they apply to are expected to fail
   * (`test.fail`), so the run stays green, and turn red once the page is fixed (drop the entry then).
   */
  knownIssues?: Array<{ reason: string; applies: (path: QaPath) => boolean }>;
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
 * The paths a driver runs, per model: every shortest and guard-blocked path, or with
 * `QA_PATH_SET=cover` (`npm run qa:paths -- --cover`) the smallest subset of them that still
 * covers every state, transition and guard case they cover (tests/machines/coverage.ts).
 */
export function uiPathsOf(
  driver: { models: MachineModel[]; kinds?: PathKind[] },
  set = process.env.QA_PATH_SET ?? 'all',
): Array<{ model: MachineModel; path: QaPath }> {
  const kinds = new Set(driver.kinds ?? ['shortest', 'guard-blocked']);
  return driver.models.flatMap((model) => {
    const paths = generatePaths(model).all.filter((path) => kinds.has(path.kind));
    return (set === 'cover' ? coveringPaths(model, paths) : paths).map((path) => ({ model, path }));
  });
}

/** Takes a screenshot of the failing step and attaches it for the QA report. */
async function screenshotOnFailure(base: UiBase, title: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    const body = await base.page.screenshot({ fullPage: false }).catch(() => null);
    if (body) await base.testInfo.attach(`failing step: ${title}`, { body, contentType: 'image/png' });
    throw error;
  }
}

export function describeUiPaths<TCtx extends UiBase, TState, TScreen>(
  driver: UiDriver<TCtx, TScreen>,
  oracle: Oracle<TState, TScreen>,
) {
  test.describe(driver.slug, () => {
    for (const { model, path } of uiPathsOf(driver)) {
      test(`${path.id} ${path.title}`, async ({ page, request }, testInfo) => {
        const annotation: PathAnnotation = {
          machine: driver.slug,
          id: path.id,
          kind: path.kind,
          title: path.title,
          target: path.target,
          steps: path.steps.map(stepTitle),
        };
        testInfo.annotations.push({ type: 'qa-path', description: JSON.stringify(annotation) });
        const reasons = path.steps
          .filter((step) => delayOf(step.event, model.delays) === undefined)
          .map((step) => {
            const entry = driver.events[step.event.type];
            if (!entry?.act) return entry?.unavailable ?? `no UI action for ${step.event.type}`;
            return step.blocked ? (entry.blockedUnobservable ?? null) : null;
          })
          .filter((reason): reason is string => reason !== null);
        test.skip(reasons.length > 0, reasons[0]);
        const issue = driver.knownIssues?.find((known) => known.applies(path));
        test.fail(Boolean(issue), issue?.reason);

        const base: UiBase = { page, request, testInfo };
        const ctx = await driver.start(base, model);
        let outcome: Outcome<TState> = oracle.initial(model.input);
        const see = (title: string) =>
          test.step(title, () => screenshotOnFailure(base, title, () => driver.see(ctx, oracle.screen(outcome.state), outcome)));
        const advance = async (ms: number, title: string) => {
          if (ms <= 0) return;
          await test.step(title, () =>
            screenshotOnFailure(base, title, async () => {
              await driver.advanceClock!(ctx, ms);
              outcome = oracle.next(outcome.state, { type: 'qa.clock', ms });
              await driver.see(ctx, oracle.screen(outcome.state), outcome);
            }),
          );
        };
        try {
          await see('0. start');
          for (const [index, step] of path.steps.entries()) {
            const title = stepTitle(step, index);
            const delay = delayOf(step.event, model.delays);
            if (delay !== undefined) {
              // Just before the timer is due nothing has happened yet; then it is due.
              await advance(delay - 1, `${title} (just before: nothing yet)`);
              await advance(1, title);
              continue;
            }
            await advance(model.waitBefore?.[step.event.type] ?? 0, `${index + 1}. wait before ${step.event.type}`);
            await test.step(title, () =>
              screenshotOnFailure(base, title, async () => {
                const implied = await driver.events[step.event.type]!.act!(ctx, step.event, step, oracle.screen(outcome.state));
                for (const event of implied ?? []) outcome = oracle.next(outcome.state, event);
                outcome = oracle.next(outcome.state, step.event);
                await driver.see(ctx, oracle.screen(outcome.state), outcome);
              }),
            );
          }
        } finally {
          await driver.finish?.(ctx);
        }
      });
    }
  });
}
