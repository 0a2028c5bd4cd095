import { ApiError } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type EditConflict = components['schemas']['EditConflict'];

/** The 409 of a save that started from an older revision, or null for any other failure. */
export function conflictOf(failure: unknown): EditConflict | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as Partial<EditConflict> | undefined;
  return body && typeof body.message === 'string' && body.conflict ? (body as EditConflict) : null;
}

const BOOKKEEPING = new Set(['revision', 'updated_at', 'updated_by']);

/** What the other editor changed: each property of `current` whose value differs from the item the form opened. */
export function changedFields(opened: object | null, current: unknown): { field: string; value: string }[] {
  if (!current || typeof current !== 'object') return [];
  const before = (opened ?? {}) as Record<string, unknown>;
  return Object.entries(current as Record<string, unknown>)
    .filter(([field, value]) => !BOOKKEEPING.has(field) && JSON.stringify(value) !== JSON.stringify(before[field]))
    .map(([field, value]) => ({ field, value: shown(value) }));
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/** "editor@x, 2 June 2025 09:30 UTC" (or what is known of it). */
export function changedByLine({ updated_by, updated_at }: EditConflict['conflict']) {
  const when =
    updated_at === null
      ? null
      : new Date(updated_at * 1000).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
  return [updated_by ?? 'another editor', when].filter(Boolean).join(', ');
}
