const formatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Spec §9: dates read as day, month name, year ('22 November 2026'). Accepts unix seconds (the
 * API's `created`) or a Date. Formatted in UTC so every member sees the same calendar day as the
 * emails and the visual baselines; '' for a missing or invalid value.
 */
export function formatDate(value: number | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value * 1000);
  if (Number.isNaN(date.getTime())) return '';
  return formatter.format(date);
}

const timeFormatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** A date with its time, in UTC like `formatDate` ('22 November 2026, 14:05 UTC'); '' for a missing or invalid value. */
export function formatDateTime(value: number | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  const date = value instanceof Date ? value : new Date((value as number) * 1000);
  return `${day}, ${timeFormatter.format(date)} UTC`;
}

const localFormatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A date with its time in the browser's own time zone ('29 Nov 2026, 15:10'): for a time the
 * editor chose in that zone (a notification's schedule, docs/console-code.md). Unix seconds or a Date.
 */
export function formatLocalDateTime(value: number | Date): string {
  return localFormatter.format(value instanceof Date ? value : new Date(value * 1000));
}

const relativeFormatter = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const RELATIVE_STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [3_600, 60, 'minute'],
  [86_400, 3_600, 'hour'],
  [30 * 86_400, 86_400, 'day'],
];

/**
 * How long ago, in words ('10 minutes ago', '3 days ago'; 'just now' under a minute), for telling
 * apart things that look alike (the sessions of one browser). A month or more back it is the date
 * ('on 2 November 2026'). Unix seconds; `now` in milliseconds, default the clock.
 */
export function formatTimeAgo(value: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round(now / 1000 - value));
  if (seconds < 60) return 'just now';
  const step = RELATIVE_STEPS.find(([limit]) => seconds < limit);
  if (!step) return `on ${formatDate(value)}`;
  const [, unitSeconds, unit] = step;
  return relativeFormatter.format(-Math.floor(seconds / unitSeconds), unit);
}
