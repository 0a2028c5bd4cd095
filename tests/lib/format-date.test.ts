import { describe, expect, it } from 'vitest';
import { formatDate, formatLocalDateTime, formatTimeAgo } from '../../src/lib/format-date';

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

describe('formatTimeAgo', () => {
  const now = Date.UTC(2026, 10, 22, 14, 5);
  const ago = (seconds: number) => formatTimeAgo(now / 1000 - seconds, now);

  it('says how long ago in the largest whole unit up to a month, then the date', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59)).toBe('just now');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(10 * 60 + 30)).toBe('10 minutes ago');
    expect(ago(3_600)).toBe('1 hour ago');
    expect(ago(2 * 3_600 + 59 * 60)).toBe('2 hours ago');
    expect(ago(3 * 86_400)).toBe('3 days ago');
    expect(ago(29 * 86_400)).toBe('29 days ago');
    expect(ago(30 * 86_400)).toBe('on 23 October 2026');
  });

  it('treats a time slightly ahead of the clock as just now', () => {
    expect(ago(-30)).toBe('just now');
  });
});
