import { afterAll, describe, expect, it } from 'vitest';
import { buildMutant, mutantsOf, runMutants, type MutantResult } from '../../tools/shared/machine-paths/mutation';
import { qaMachines, type QaMachine } from '../../tools/shared/machine-paths/qa-machines';
import { differences, replayPath } from '../../tools/shared/machine-paths/replay';

/**
 * The mutation check (tools/shared/machine-paths/mutation.ts): every transition and guard of every
 * machine is broken in turn, in a copy, and some path generated from the real machine must then
 * fail its oracle checks. A survivor fails this test unless it is listed below as equivalent: a change
 * nobody can see, with the reason. The score per machine is printed as a table.
 */
const EQUIVALENT: Record<string, string> = {
  'drop-actions profileEdit.loading on xstate.error.actor.loadProfile':
    'Only writes context.error, which no view field shows (spec §8: a failed profile fetch is only logged).',
  'drop-actions profileEdit.editing.picture on edit.professional':
    "Sets pendingBlock 'professional'; without it confirm.accept takes its fallback branch, which also goes to 'professional'.",
  'drop-actions profileEdit.editing.confirmingLeave on confirm.reject':
    'Clears pendingBlock, which is only read by confirm.accept and always set again (edit.* with unsaved changes) before that.',
  'drop-actions profileEdit.editing.confirmingLeave on confirm.reject #2':
    'Clears pendingBlock, which is only read by confirm.accept and always set again (edit.* with unsaved changes) before that.',
  'drop-entry profileEdit.viewing':
    'Clears activeBlock and pendingBlock; both are set again before being read (editing entry, edit.* with unsaved changes), and editingBlock is null outside editing.',
  'drop-actions supportWizard.submitting on xstate.error.actor.submitSupportRequest':
    'Only writes context.error, which no view field shows (spec §8: a failed support submit is swallowed).',
  'drop-entry supportWizard.submitting':
    'Only clears context.error, which no view field shows (spec §8: a failed support submit is swallowed).',
  'drop-actions galleryScroll.idle on scroll.down':
    "startScroll('down'): after stopScroll (or at start) direction is null and moved 0, and the tick treats a null direction as down.",
  'drop-actions galleryScroll.scrolling on (always)':
    'stopScroll resets direction and moved, which are only read while scrolling, where startScroll always sets them first.',
};

interface Row {
  machine: string;
  mutants: number;
  killed: number;
  equivalent: number;
  invalid: number;
}
const rows: Row[] = [];

function summarise(machine: QaMachine, results: MutantResult[]): Row {
  const killed = results.filter((result) => result.killedBy).length;
  const invalid = results.filter((result) => result.invalid).length;
  return { machine: machine.slug, mutants: results.length, killed, equivalent: results.length - killed - invalid, invalid };
}

describe('mutation check: every broken transition or guard is caught by a generated path', () => {
  for (const machine of qaMachines) {
    it(`${machine.slug}: no unexplained survivor`, () => {
      const results = runMutants(machine.models, machine.oracle);
      rows.push(summarise(machine, results));
      const survivors = results.filter((result) => !result.killedBy && !result.invalid).map((result) => result.mutant.id);
      const listed = Object.keys(EQUIVALENT).filter((id) => results.some((result) => result.mutant.id === id));
      expect(
        survivors.filter((id) => !(id in EQUIVALENT)),
        'survivors not listed as equivalent',
      ).toEqual([]);
      // A listed mutant that is now caught (or no longer exists) must leave the list.
      expect(
        listed.filter((id) => !survivors.includes(id)),
        'listed as equivalent but caught',
      ).toEqual([]);
      expect(results.filter((result) => result.invalid).map((result) => result.reason)).toEqual([]);
    });
  }

  it('lists no equivalent mutant of a machine that does not exist', () => {
    const ids = new Set(qaMachines.flatMap((machine) => mutantsOf(machine.models[0]!.machine).map((mutant) => mutant.id)));
    expect(Object.keys(EQUIVALENT).filter((id) => !ids.has(id))).toEqual([]);
  });

  afterAll(() => {
    const total = rows.reduce(
      (sum, row) => ({
        ...sum,
        mutants: sum.mutants + row.mutants,
        killed: sum.killed + row.killed,
        equivalent: sum.equivalent + row.equivalent,
        invalid: sum.invalid + row.invalid,
      }),
      { machine: 'all', mutants: 0, killed: 0, equivalent: 0, invalid: 0 },
    );
    const score = (row: Row) => `${((row.killed / Math.max(row.mutants - row.equivalent - row.invalid, 1)) * 100).toFixed(1)}%`;
    const raw = (row: Row) => `${((row.killed / Math.max(row.mutants, 1)) * 100).toFixed(1)}%`;
    console.log(
      [
        'mutation score (killed / non-equivalent mutants; raw = killed / all):',
        ...[...rows, total].map(
          (row) =>
            `  ${row.machine.padEnd(15)} ${String(row.mutants).padStart(4)} mutants  ${String(row.killed).padStart(4)} killed  ` +
            `${String(row.equivalent).padStart(2)} equivalent  score ${score(row).padStart(6)}  raw ${raw(row).padStart(6)}`,
        ),
      ].join('\n'),
    );
  });
});

describe('the breaks found in the QA trial are caught', () => {
  const byId = (slug: string) => {
    const machine = qaMachines.find((entry) => entry.slug === slug)!;
    return { machine, mutants: mutantsOf(machine.models[0]!.machine) };
  };

  /** Replays the machine's paths on the broken copy; returns the first failing path and what differed. */
  function firstFailure(machine: QaMachine, ids: string[]) {
    const { mutants } = byId(machine.slug);
    const chosen = ids.map((id) => mutants.find((mutant) => mutant.id === id)!);
    expect(chosen.every(Boolean), `mutants ${ids.join(', ')}`).toBe(true);
    const [result] = runMutants(machine.models, machine.oracle, [
      { ...chosen[0]!, id: ids.join(' + '), apply: (config) => chosen.forEach((mutant) => mutant.apply(config)) },
    ]);
    expect(result!.killedBy, 'no path fails').not.toBeNull();
    const model = machine.models.find((entry) => entry.name === result!.killedBy!.model)!;
    const replay = replayPath(model, machine.oracle, result!.killedBy!, { machine: buildMutant(model.machine, chosen) });
    return {
      path: result!.killedBy!,
      check: replay.mismatch!,
      diff: differences(replay.mismatch!.expected, replay.mismatch!.actual),
    };
  }

  it('profile edit: confirm.accept no longer resets the draft', () => {
    const { machine } = byId('profile-edit');
    const { path, check, diff } = firstFailure(machine, [
      'drop-actions profileEdit.editing.confirmingLeave on confirm.accept',
      'drop-actions profileEdit.editing.confirmingLeave on confirm.accept #2',
      'drop-actions profileEdit.editing.confirmingBack on confirm.accept',
      'drop-actions profileEdit.editing.confirmingExit on confirm.accept',
    ]);
    console.log(`confirm.accept without reset: caught by ${path.id} ${path.title}\n  at ${check.label}: ${diff.join('; ')}`);
    expect(check.label).toMatch(/confirm\.accept/);
    expect(diff.some((line) => /draft|isDirty/.test(line))).toBe(true);
  });

  it('support wizard: a chosen resource chip can no longer be deselected', () => {
    const { machine } = byId('support-wizard');
    const { path, check, diff } = firstFailure(machine, [
      'remove supportWizard.reason on resource.toggle',
      'remove supportWizard.form on resource.toggle',
    ]);
    console.log(`chip not deselectable: caught by ${path.id} ${path.title}\n  at ${check.label}: ${diff.join('; ')}`);
    expect(check.label).toMatch(/resource\.toggle/);
    expect(diff.some((line) => /enabledSteps|selectedResourceId|offered/.test(line))).toBe(true);
  });
});
