/**
 * True when `error`, or anything in its `cause` chain (drizzle wraps driver errors), is a foreign
 * key violation (SQLSTATE 23503): a row written for a parent that a concurrent transaction has
 * just deleted, such as a login's session for an account deleted meanwhile.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
