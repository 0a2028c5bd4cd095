import { test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { Oracle, Outcome } from '../../../tools/shared/machine-paths/oracles/oracle';
import type { QaPath, QaStep } from '../../../tools/shared/machine-paths/paths';
import { delayOf, type MachineModel } from '../../../tools/shared/machine-paths/test-model';
import { reachOf } from '../../../tools/shared/machine-paths/ui-plans/step-reach';
import { stepTitle, uiPathsOf, type PathAnnotation, type UiPlan } from '../../../tools/shared/machine-paths/ui-plans/ui-plan';

/**
 * Runs a machine's generated paths against the real UI: one Playwright test per path. Each model
 * event is done the way a user does it (the driver's `acts`, for the plan's event table in
 * tools/shared/machine-paths/ui-plans/), and after every step the page must show what the oracle
 * (tools/shared/machine-paths/oracles/, written from the spec) expects in that state (the
 * driver's `see`). The machine's own state is never read.
 */

export interface UiBase {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
}

/**
 * Does one event the way a user does it. `step.blocked`: the spec says the UI must not offer it
 * here; check that instead. `before`: what the page shows before the step. Returns the events the
 * page sends by itself along with this one (typing an invalid name also changes the draft), in
 * order, before it.
 */
export type UiAct<TCtx, TScreen> = (
  ctx: TCtx,
  event: EventObject,
  step: QaStep,
  before: TScreen,
) => Promise<void | EventObject[]>;

/** A machine's UI plan (the data `npm run qa:paths -- --list` prints) plus how to do and check it in the browser. */
export interface UiDriver<TCtx extends UiBase, TScreen> extends UiPlan {
  /** Signs in, opens the page, holds the requests the paths decide. */
  start: (base: UiBase, model: MachineModel) => Promise<TCtx>;
  /** Event type → doing it, for every event of the plan that is not `unavailable` (else its paths are skipped). */
  acts: Record<string, UiAct<TCtx, TScreen>>;
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
  const stray = Object.keys(driver.acts).filter((type) => !(type in driver.events));
  if (stray.length) throw new Error(`${driver.slug}: acts for events the plan does not list: ${stray.join(', ')}`);
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
          reach: reachOf(model, path),
        };
        testInfo.annotations.push({ type: 'qa-path', description: JSON.stringify(annotation) });
        const reasons = path.steps
          .filter((step) => delayOf(step.event, model.delays) === undefined)
          .map((step) => {
            const entry = driver.events[step.event.type];
            if (!driver.acts[step.event.type]) return entry?.unavailable ?? `no UI action for ${step.event.type}`;
            return step.blocked ? (entry?.blockedUnobservable ?? null) : null;
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
                const implied = await driver.acts[step.event.type]!(ctx, step.event, step, oracle.screen(outcome.state));
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
