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
