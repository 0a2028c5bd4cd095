import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { coveringPaths } from '../../tools/shared/machine-paths/coverage';
import { buildMutant, mutantsOf } from '../../tools/shared/machine-paths/mutation';
import { oracleItemsOf } from '../../tools/shared/machine-paths/oracle-cover';
import { pathIdOf } from '../../tools/shared/machine-paths/path-id';
import { generatePaths, type QaPath } from '../../tools/shared/machine-paths/paths';
import { qaMachines } from '../../tools/shared/machine-paths/qa-machines';
import { canonical, replayPath } from '../../tools/shared/machine-paths/replay';
import type { MachineModel } from '../../tools/shared/machine-paths/test-model';
import { uiPlans } from '../../tools/shared/machine-paths/ui-plans';
import { uiPathsOf, type UiPlan } from '../../tools/shared/machine-paths/ui-plans/ui-plan';

/**
 * `npm run qa:paths -- --cover` (tools/shared/machine-paths/oracle-cover.ts, oracle-paths.ts):
 * the cover set is chosen from the spec's oracle, so it still catches a break that is IN the
 * machine under test, i.e. when the paths are generated from the broken machine itself (a QA
 * trial planted two bugs in the support wizard and the old, machine-chosen cover set passed).
 * Each planted mutant below plays "the bug is in the tree": its UI paths and cover set come from
 * the mutant, and the cover set must fail in the model run.
 */
const planOf = (slug: string) => uiPlans.find((plan) => plan.slug === slug)!;
const oracleOf = (slug: string) => qaMachines.find((machine) => machine.slug === slug)!.oracle;

/** The plan with the mutants applied to every UI model's machine: the tree as it would be with the bug. */
function brokenPlan(slug: string, ids: string[]): UiPlan {
  const plan = planOf(slug);
  const mutants = mutantsOf(plan.models[0]!.machine);
  const chosen = ids.map((id) => mutants.find((mutant) => mutant.id === id));
  expect(chosen.every(Boolean), `mutants ${ids.join(', ')} exist`).toBe(true);
  const breakIt = (machine: AnyStateMachine) => buildMutant(machine, chosen as never);
  return { ...plan, models: plan.models.map((model) => ({ ...model, machine: breakIt(model.machine) })) };
}

/** Replays a path on its (broken) model; `screenOnly`: compare only what a page shows, as the browser run does. */
function fails(model: MachineModel, slug: string, path: QaPath, screenOnly = false): boolean {
  const result = replayPath(model, oracleOf(slug), path);
  if (result.error) return true;
  const seen = (observation: object) => JSON.stringify(canonical(screenOnly ? { ...observation, offered: [] } : observation));
  return result.checks.some((check) => seen(check.expected) !== seen(check.actual));
}

const PLANTED: Array<{ slug: string; ids: string[]; what: string }> = [
  {
    slug: 'support-wizard',
    ids: ['remove supportWizard.reason on resource.toggle', 'remove supportWizard.form on resource.toggle'],
    what: 'the QA trial: a chosen resource chip can no longer be deselected',
  },
  {
    slug: 'profile-edit',
    ids: [
      'drop-actions profileEdit.editing.confirmingLeave on confirm.accept',
      'drop-actions profileEdit.editing.confirmingLeave on confirm.accept #2',
    ],
    what: 'the QA trial: discarding changes keeps the draft',
  },
  { slug: 'support-wizard', ids: ['invert-guard supportWizard.reason on resource.toggle'], what: 'another chip deselects' },
  { slug: 'form-dialog', ids: ['remove formDialog.open on dialog.close'], what: 'the close icon does nothing' },
  { slug: 'idle', ids: ['remove idle.active on idle.stay'], what: 'Stay signed in does nothing' },
  {
    slug: 'session',
    ids: ['retarget session.restoring on xstate.done.actor.restoreSession'],
    what: 'a restored session lands elsewhere',
  },
];

describe('the cover set catches planted machine bugs that are in the machine under test', () => {
  for (const planted of PLANTED) {
    it(`${planted.slug}: ${planted.what}`, () => {
      const plan = brokenPlan(planted.slug, planted.ids);
      const cover = uiPathsOf(plan, 'cover');
      expect(cover.length).toBeGreaterThan(0);
      const caught = cover.filter(({ model, path }) => fails(model, planted.slug, path));
      expect(caught.length, 'cover paths failing in the model run').toBeGreaterThan(0);
    });
  }

  it('the trial break fails on what the page shows too, where the machine-chosen cover set saw nothing', () => {
    const slug = 'support-wizard';
    const plan = brokenPlan(slug, PLANTED[0]!.ids);
    const byOracle = uiPathsOf(plan, 'cover').filter(({ model, path }) => fails(model, slug, path, true));
    const byMachine = plan.models.flatMap((model) =>
      coveringPaths(
        model,
        generatePaths(model).all.filter((path) => path.kind === 'shortest' || path.kind === 'guard-blocked'),
      ).filter((path) => fails(model, slug, path, true)),
    );
    expect(byMachine).toEqual([]);
    expect(byOracle.length).toBeGreaterThan(0);
    // The failing paths click the chosen chip again, a step the spec has and the broken machine does not.
    expect(byOracle.every(({ path }) => path.kind === 'oracle' && /resource\.toggle.*resource\.toggle/.test(path.summary))).toBe(
      true,
    );
  });
});

describe('the cover set of the real machines', () => {
  for (const plan of uiPlans) {
    it(`${plan.slug}: covers every oracle item all its UI paths cover, and passes`, () => {
      const oracle = oracleOf(plan.slug);
      const all = uiPathsOf(plan, 'all');
      const cover = uiPathsOf(plan, 'cover');
      const items = (list: typeof all) => new Set(list.flatMap(({ model, path }) => [...oracleItemsOf(model, oracle, path)]));
      const wanted = items(all);
      expect([...items(cover)].sort()).toEqual([...wanted].sort());
      expect([...wanted].filter((item) => item.startsWith('transition:')).length).toBeGreaterThan(0);
      expect(cover.filter(({ model, path }) => fails(model, plan.slug, path)).map(({ path }) => path.id)).toEqual([]);
    });
  }
});

describe('path ids come from the events', () => {
  it('the same events give the same id, other events (or payloads) another', () => {
    const events: EventObject[] = [
      { type: 'resource.toggle', id: 'r1', title: 'Lens Planner' } as EventObject,
      { type: 'thanks.close' },
    ];
    expect(pathIdOf('supportWizard', events)).toMatch(/^supportWizard#[0-9a-f]{7}$/);
    expect(
      pathIdOf('supportWizard', [
        { title: 'Lens Planner', id: 'r1', type: 'resource.toggle' } as EventObject,
        { type: 'thanks.close' },
      ]),
    ).toBe(pathIdOf('supportWizard', events));
    expect(pathIdOf('supportWizard', [{ type: 'resource.toggle', id: 'r2', title: 'Lens Planner' } as EventObject])).not.toBe(
      pathIdOf('supportWizard', events.slice(0, 1)),
    );
  });

  it('are unique among the UI paths of every plan', () => {
    for (const plan of uiPlans) {
      const ids = uiPathsOf(plan, 'all').map(({ path }) => path.id);
      expect(new Set(ids).size, plan.slug).toBe(ids.length);
    }
  });

  it('do not change when a transition the path does not take is removed from the machine', () => {
    const model = qaMachines.find((machine) => machine.slug === 'support-wizard')!.models[0]!;
    const mutant = mutantsOf(model.machine).find((entry) => entry.id === 'remove supportWizard.thankYou on thanks.close')!;
    const before = generatePaths(model).shortest;
    const after = new Set(
      generatePaths({ ...model, machine: buildMutant(model.machine, mutant) }).shortest.map((path) => path.id),
    );
    const untouched = before.filter((path) => !path.summary.includes('thanks.close'));
    expect(untouched.length).toBeGreaterThan(5);
    expect(untouched.filter((path) => !after.has(path.id)).map((path) => path.title)).toEqual([]);
  });
});
