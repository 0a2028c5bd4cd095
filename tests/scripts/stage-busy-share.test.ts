import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts folder, without type declarations
import { busyShare, cpuTimes } from '../../scripts/stages.mjs';

// `npm test`'s closing table gives each group the share of the machine's cores that were busy while
// it ran (docs/testing.md): the figure that tells whether a stage leaves a core idle.
describe("the stage table's busy share", () => {
  it('is the busy part of the CPU time between two readings', () => {
    expect(busyShare({ busy: 1_000, idle: 5_000 }, { busy: 4_000, idle: 6_000 })).toBe(0.75);
    expect(busyShare({ busy: 0, idle: 0 }, { busy: 0, idle: 2_000 })).toBe(0);
  });

  it('is 0, not NaN, when no time passed between the readings', () => {
    expect(busyShare({ busy: 7, idle: 3 }, { busy: 7, idle: 3 })).toBe(0);
  });

  it('reads the machine: busy and idle only grow', () => {
    const first = cpuTimes();
    let spin = 0;
    for (let i = 0; i < 5e6; i += 1) spin += i;
    const second = cpuTimes();
    expect(spin).toBeGreaterThan(0);
    expect(second.busy).toBeGreaterThanOrEqual(first.busy);
    expect(second.idle).toBeGreaterThanOrEqual(first.idle);
    expect(first.busy + first.idle).toBeGreaterThan(0);
  });
});
