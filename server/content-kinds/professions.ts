import type { Schemas } from '../api/types';
import { countMembersWithProfession, specialityCount } from '../db/console-taxonomy.repository';
import { professions } from '../db/schema';
import { badRequest } from '../errors';
import type { ContentKind } from './content-kind';
import { specialityKind } from './specialities';
import { membersCount, termKind, termStore } from './term-fields';

/**
 * Professions (registration and the profile refer to them by tid). One in a member's profile
 * (itself or one of its specialities) is kept; one no member uses is deleted with its
 * specialities, which the audit row keeps and Put back brings back.
 */
type Row = typeof professions.$inferSelect & { specialityCount: number };

export const professionKind: ContentKind<Row, Schemas['TermInput']> = {
  ...termKind<Row>(professions, 11, (name) => `A profession named ${name} already exists.`),
  store: termStore(professions, 11, { derived: { specialityCount } }),
  entityType: 'profession',
  label: 'profession',
  derived: ['speciality_count'],
  list: { path: 'professions', search: ['name'] },
  children: { key: 'specialities', kind: specialityKind },
  contentTypeOf: () => 'professions',
  toItem: (row) => ({ speciality_count: row.specialityCount }),
  async beforeDelete(tx, row) {
    const members = await countMembersWithProfession(tx, row.tid);
    if (members > 0)
      throw badRequest(
        `The profession ${row.name} is used by ${membersCount(members)}: it or one of its specialities is in their profiles. Unpublish it instead: they keep it, and no one new can choose it.`,
      );
  },
};
