import { describe, expect, it } from 'vitest';
import { mannWhitney } from '../../tools/bench/mann-whitney';

// Reference values from scipy.stats.mannwhitneyu(..., method='asymptotic') (continuity corrected).
describe('the Mann-Whitney U test of the login-timing tool', () => {
  it('matches scipy for separated samples and for samples with ties', () => {
    const separated = mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]);
    expect(separated.u).toBe(0);
    expect(separated.p).toBeCloseTo(0.012185780355344813, 6);
    const tied = mannWhitney([1, 2, 2, 3, 5, 8], [2, 3, 4, 4, 9, 10, 11]);
    expect(tied.u).toBe(10.5);
    expect(tied.p).toBeCloseTo(0.14972798189545122, 6);
  });

  it('answers p = 1 for samples from one value', () => {
    expect(mannWhitney([3, 3, 3], [3, 3]).p).toBe(1);
  });
});
