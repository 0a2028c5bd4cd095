import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentStore } from '../db/content-items.repository';
import type { UniqueRule } from './content-kind';

// What the term-like kinds (tags, professions, specialities, need-help entries) share: a tid, a
// name that no other term of the kind has in any case (two would read the same), and whether it
// is published.

interface TermRow {
  tid: number;
  name: string;
  published: boolean;
}

/** A term table's store: new tids from `firstTid` (as the demo's), ordered by weight, then name. */
export const termStore = (table: PgTable, firstTid: number, more: Partial<ContentStore> = {}): ContentStore => ({
  table,
  id: 'tid',
  newId: { after: firstTid - 1 },
  orderAlso: 'name',
  ...more,
});

/** A name no other term of the kind (of the group, with `inGroup`) has in any case. */
export const uniqueName = <Row extends TermRow>(message: UniqueRule<Row>['message'], inGroup = false): UniqueRule<Row> => ({
  key: 'name',
  field: 'name',
  ignoreCase: true,
  inGroup,
  message,
});

/** The fields of a term: its name (trimmed on save, and what messages call it) and whether it is published. */
export const termFields = { fields: ['name', 'published'], trimmed: ['name'], titleKey: 'name' } as const;

/** The parts of a term kind's declaration that follow from its table: store, fields, unique name. */
export const termKind = <Row extends TermRow>(table: PgTable, firstTid: number, duplicate: (name: string) => string) => ({
  ...termFields,
  store: termStore(table, firstTid),
  unique: [uniqueName<Row>((other) => duplicate(other.name))],
});

/** "1 member", "1,204 members": how a refusal counts the members who use a term. */
export const membersCount = (count: number) => (count === 1 ? '1 member' : `${count.toLocaleString('en-GB')} members`);
