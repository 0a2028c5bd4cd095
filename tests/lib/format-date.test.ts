import { describe, expect, it } from 'vitest';
import { formatDate, formatLocalDateTime } from '../../src/lib/format-date';

describe('formatDate', () => {
  it('shows unix seconds as day, month name, year', () => {
    expect(formatDate(Date.UTC(2026, 10, 22, 9, 30) / 1000)).toBe('22 November 2026');
  });

  it('uses UTC, so late-evening times keep their calendar day', () => {
    expect(formatDate(Date.UTC(2026, 0, 1, 23, 59) / 1000)).toBe('1 January 2026');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2025, 4, 3)))).toBe('3 May 2025');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatLocalDateTime', () => {
  it("reads a time in the browser's own zone, as the editor chose it, from a Date or unix seconds", () => {
    const chosen = new Date(2026, 10, 29, 15, 10); // 29 November 2026, 15:10 where the test runs
    expect(formatLocalDateTime(chosen)).toBe('29 Nov 2026, 15:10');
    expect(formatLocalDateTime(chosen.getTime() / 1000)).toBe('29 Nov 2026, 15:10');
  });
});
