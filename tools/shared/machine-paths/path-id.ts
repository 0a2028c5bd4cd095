import type { EventObject } from 'xstate';

/**
 * A path's id comes from what it does: the model's name, then a short hash of its events in order
 * (type and payload), e.g. `supportWizard#4c1f0a9`. Adding a transition elsewhere in the machine
 * does not renumber other paths, so reports of two builds can be compared by id.
 */

/** JSON with sorted keys, undefined dropped and Errors as their message, so equal events hash alike. */
function stableJson(value: unknown): string {
  if (value instanceof Error) return stableJson({ message: value.message });
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** FNV-1a (32 bits) as 8 hex digits: enough to tell apart a few hundred paths of one model. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** `<model>#<7 hex digits>` from the events in order. */
export function pathIdOf(model: string, events: readonly EventObject[]): string {
  return `${model}#${fnv1a(stableJson(events)).slice(0, 7)}`;
}

/** The event types in order, 'resource.toggle → reason.toggle → form.submit' ('(start)' for none). */
export function summaryOf(events: readonly EventObject[]): string {
  return events.length ? events.map((event) => event.type).join(' → ') : '(start)';
}
