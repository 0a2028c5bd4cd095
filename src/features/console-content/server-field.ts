import { ApiError } from '../../api/client';

/**
 * The form field a failed call is about: the error body's `field` (an input property), through
 * `fieldPaths` where the form keeps it elsewhere (e.g. `redirect_links` → `links.0.url`). Null when
 * the body names no field the form has: then the message goes above the form.
 */
export function serverFieldOf(failure: unknown, values: object, fieldPaths: Readonly<Record<string, string>> = {}) {
  if (!(failure instanceof ApiError)) return null;
  const field = (failure.body as { field?: unknown } | undefined)?.field;
  if (typeof field !== 'string' || !field) return null;
  const path = fieldPaths[field] ?? field;
  return path.split('.')[0]! in values ? path : null;
}
