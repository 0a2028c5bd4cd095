import { describe, expect, it } from 'vitest';
import {
  formatTable,
  formatValue,
  median,
  missCount,
  percentile,
  roundRatios,
  verdict,
  type Figure,
} from '../../tools/bench/figures';

describe('bench figures', () => {
  it('median: the middle value, the mean of the two middle ones for an even count, NaN for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("roundRatios: the median of each round's own ratio, not the ratio of the medians, and the rounds for a note", () => {
    const { ratio, rounds } = roundRatios([
      { before: 1, after: 3 },
      { before: 4, after: 4 },
      { before: 2, after: 5 },
    ]);
    // Each round: 3×, 1×, 2.5× → 2.5× (the ratio of the medians would be 4 / 2 = 2×).
    expect(ratio).toBe(2.5);
    expect(rounds).toBe('rounds: 1.0 → 3.0, 4.0 → 4.0, 2.0 → 5.0');
    expect(roundRatios([]).ratio).toBeNaN();
  });

  it('percentile: nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 99)).toBeNaN();
  });

  it('verdict: ok at or within the target, MISS beyond it or without a value, nothing without a target', () => {
    expect(verdict({ value: 20, target: { op: '<=', value: 20 } })).toBe('ok');
    expect(verdict({ value: 20.5, target: { op: '<=', value: 20 } })).toBe('MISS');
    expect(verdict({ value: 95, target: { op: '>=', value: 95 } })).toBe('ok');
    expect(verdict({ value: 94, target: { op: '>=', value: 95 } })).toBe('MISS');
    expect(verdict({ value: null, target: { op: '>=', value: 95 } })).toBe('MISS');
    expect(verdict({ value: Number.NaN, target: { op: '<=', value: 1 } })).toBe('MISS');
    expect(verdict({ value: 3 })).toBe('');
  });

  it('formats values in their units (1 kB = 1,000 bytes)', () => {
    expect(formatValue(116_300, 'kB')).toBe('116.3 kB');
    expect(formatValue(4.25, 'ms')).toBe('4.3 ms');
    expect(formatValue(1234.4, 'ms')).toBe('1,234 ms');
    expect(formatValue(1834, 's')).toBe('1.83 s');
    expect(formatValue(12345.6, 'req/s')).toBe('12,346 req/s');
    expect(formatValue(42.6, 'logins/s')).toBe('43 logins/s');
    expect(formatValue(52.04, '%')).toBe('52.0 %');
    expect(formatValue(96.4, 'score')).toBe('96');
    expect(formatValue(0.0123, 'cls')).toBe('0.012');
    expect(formatValue(1.5, 'x')).toBe('1.50×');
    expect(formatValue(null, 'ms')).toBe('—');
  });

  it('prints one aligned table with targets, verdicts and notes, and counts the misses', () => {
    const figures: Figure[] = [
      { label: '/ JS transferred', engine: '', value: 116_300, unit: 'kB', target: { op: '<=', value: 120_000 } },
      { label: 'GET /uiapi/tags req/s', engine: 'pglite', value: 9_000, unit: 'req/s', note: '2 non-2xx' },
      { label: 'p99 at 1,000 req/s', engine: 'postgres', value: 25, unit: 'ms', target: { op: '<=', value: 20 } },
    ];
    const lines = formatTable(figures).split('\n');
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^\| figure +\| engine +\| +value \| +target \| +\| note +\|$/);
    expect(lines[2]).toMatch(/\| \/ JS transferred .*\| +116\.3 kB \| ≤ 120\.0 kB \| ok +\|/);
    expect(lines[3]).toMatch(/\| pglite +\| +9,000 req\/s \| +\| +\| 2 non-2xx \|/);
    expect(lines[4]).toMatch(/\| +25 ms \| +≤ 20 ms \| MISS \|/);
    expect(missCount(figures)).toBe(1);
  });
});
