import { describe, expect, it } from 'vitest';
import { uiCoverage, uiCoverageLine } from '../../tools/qa-paths/ui-coverage';
import { supportWizardModel } from '../../tools/shared/machine-paths/models';
import { generatePaths } from '../../tools/shared/machine-paths/paths';
import { reachOf } from '../../tools/shared/machine-paths/ui-plans/step-reach';

/** The QA report's real-UI coverage: what the browser reached, from the steps that passed. */
describe('real-UI coverage', () => {
  const paths = generatePaths(supportWizardModel);
  const toReason = paths.shortest.find((path) => path.summary.startsWith('resource.toggle → reason.toggle'))!;
  const blocked = paths.blocked[0]!;

  it('names the machine states and transitions each step reaches, and blocked cases with their guards', () => {
    const reach = reachOf(supportWizardModel, toReason);
    expect(reach.start).toEqual(['state resource']);
    expect(reach.steps.slice(0, 2)).toEqual([
      ['state reason', 'transition resource on resource.toggle → reason'],
      ['state form', 'transition reason on reason.toggle → form'],
    ]);
    const last = reachOf(supportWizardModel, blocked).steps.at(-1)!;
    expect(last.some((item) => item.startsWith('blocked '))).toBe(true);
    expect(last.some((item) => item.startsWith('guard blocked '))).toBe(true);
  });

  it('counts only the start and the steps that passed in the browser as reached', () => {
    const reach = reachOf(supportWizardModel, blocked);
    const [coverage] = uiCoverage([
      {
        machine: 'support-wizard',
        reach: reachOf(supportWizardModel, toReason),
        startPassed: true,
        stepsPassed: toReason.steps.map(() => true),
      },
      {
        machine: 'support-wizard',
        reach,
        startPassed: true,
        stepsPassed: reach.steps.map((_, index) => index < reach.steps.length - 1),
      },
    ]);
    expect(coverage!.kinds.blocked.reached).toBe(0);
    expect(coverage!.kinds.blocked.planned).toBeGreaterThan(0);
    expect(coverage!.kinds.state.reached).toBeGreaterThanOrEqual(2);
    expect(coverage!.missed.some((item) => item.startsWith('blocked '))).toBe(true);
    expect(uiCoverageLine(coverage!)).toMatch(
      /^support-wizard: states \d+\/\d+, transitions \d+\/\d+, blocked cases 0\/\d+ reached in the browser$/,
    );
  });
});
