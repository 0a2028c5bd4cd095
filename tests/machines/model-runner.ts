import { describe, expect, it } from 'vitest';
import type { Oracle } from '../../tools/shared/machine-paths/oracles/oracle';
import { generatePaths, type QaPath } from '../../tools/shared/machine-paths/paths';
import { canonical, replayPath } from '../../tools/shared/machine-paths/replay';
import type { MachineModel } from '../../tools/shared/machine-paths/test-model';

/**
 * Runs every generated path of a model (shortest, simple where the model says the graph is small,
 * guard-blocked and edge-completion: see tools/shared/machine-paths/paths.ts) against a live
 * actor. After every step the view adapter's fields, the emitted events, the side-effect hooks
 * and the requests started must equal what the oracle (written from the spec, see
 * tools/shared/machine-paths/oracles/) expects: nothing is compared with the machine's own graph,
 * so a broken transition fails a path.
 */
export function describeModel<TState, TScreen>(
  model: MachineModel,
  oracle: Oracle<TState, TScreen>,
  options: { minPaths?: number } = {},
) {
  const paths = generatePaths(model);
  const suites: Array<[string, QaPath[]]> = [
    ['shortest path', paths.shortest],
    ['simple path', paths.simple],
    ['guard-blocked path', paths.blocked],
    ['edge path', paths.edges],
  ];

  describe(`${model.name} model`, () => {
    it('generates paths', () => {
      expect(paths.shortest.length).toBeGreaterThanOrEqual(options.minPaths ?? 1);
    });

    for (const [kind, list] of suites) {
      if (list.length === 0) continue;
      describe(kind, () => {
        it.each(list.map((path) => [`${path.id} ${path.title}`, path] as const))('%s', (_, path) => {
          const result = replayPath(model, oracle, path);
          if (result.error) throw result.error;
          for (const check of result.checks) {
            expect(canonical(check.actual), check.label).toEqual(canonical(check.expected));
          }
        });
      });
    }
  });
}
