import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createMachineTestModel, executorsFor, startSystemUnderTest, type MachineModel } from './test-model';

/** What a per-state check sees: the live actor's snapshot, the model's snapshot, emitted events. */
export interface StateCheckArgs {
  live: AnyMachineSnapshot;
  expected: AnyMachineSnapshot;
  emitted: EventObject[];
}

/** Keys are state keys as in `path.test({ states })` ('signedIn', 'open.success', '#id'). */
export type StateChecks = Record<string, (args: StateCheckArgs) => void>;

/**
 * Runs every shortest path (and every simple path when the model says the graph is small) against
 * a live actor. Every visited state is checked for the same value and context as the model,
 * then by the machine-specific checks that match it.
 */
export function describeModel(model: MachineModel, checks: StateChecks, options: { minPaths?: number } = {}) {
  const testModel = createMachineTestModel(model);
  const suites: Array<[string, ReturnType<typeof testModel.getShortestPaths>]> = [
    ['shortest path', testModel.getShortestPaths()],
  ];
  if (model.simplePaths) suites.push(['simple path', testModel.getSimplePaths()]);

  describe(`${model.name} model`, () => {
    it('generates paths', () => {
      expect(suites[0]![1].length).toBeGreaterThanOrEqual(options.minPaths ?? 1);
    });

    for (const [kind, paths] of suites) {
      describe(kind, () => {
        it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
          const sut = startSystemUnderTest(model);
          const common = (expected: AnyMachineSnapshot) => {
            const live = sut.actor.getSnapshot() as AnyMachineSnapshot;
            expect(live.value).toEqual(expected.value);
            expect(live.context).toEqual(expected.context);
            return live;
          };
          const states = Object.fromEntries(
            Object.entries(checks).map(([key, check]) => [
              key,
              (expected: AnyMachineSnapshot) => check({ live: common(expected), expected, emitted: sut.emitted }),
            ]),
          );
          await path.test({
            events: executorsFor([path], sut.exec),
            states: { '*': (expected: AnyMachineSnapshot) => void common(expected), ...states },
          });
          sut.actor.stop();
        });
      });
    }
  });
}
