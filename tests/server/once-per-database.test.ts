import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { oncePerDatabase } from '../../server/db/sql-text';

describe('oncePerDatabase (the prepared sign-in statements)', () => {
  it('builds once per database and key, and again for another database or key', () => {
    const builds: string[] = [];
    const statement = oncePerDatabase((db, key) => {
      builds.push(`${(db as unknown as { name: string }).name}:${key}`);
      return { key };
    });
    const first = { name: 'first' } as unknown as Db;
    const second = { name: 'second' } as unknown as Db;
    expect(statement(first, '2')).toBe(statement(first, '2'));
    expect(statement(first, '3')).not.toBe(statement(first, '2'));
    expect(statement(second, '2')).not.toBe(statement(first, '2'));
    expect(statement(second)).toEqual({ key: '' });
    expect(builds).toEqual(['first:2', 'first:3', 'second:2', 'second:']);
  });
});
