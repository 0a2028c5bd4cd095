import type { Schemas } from '../api/types';
import { countMembersWithSpeciality, findProfessionRow } from '../db/console-taxonomy.repository';
import { specialities } from '../db/schema';
import { badRequest } from '../errors';
import type { ContentKind } from './content-kind';
import { membersCount, termFields, termStore, uniqueName } from './term-fields';

/** Specialities: each belongs to one profession for good, and is ordered within it. Profiles refer to them by tid. */
type Row = typeof specialities.$inferSelect;

export const NO_SUCH_PROFESSION = 'No such profession. It may have been deleted meanwhile.';

export const specialityKind: ContentKind<Row, Schemas['TermInput']> = {
  entityType: 'speciality',
  label: 'speciality',
  plural: 'specialities',
  // New tids from 101 (of all specialities), each ordered within its profession.
  store: termStore(specialities, 101, { group: 'professionTid' }),
  ...termFields,
  group: { itemKey: 'profession_tid', parent: { find: findProfessionRow, notFound: NO_SUCH_PROFESSION } },
  lock: 'professions',
  contentTypeOf: () => 'professions',
  toItem: (row) => ({ profession_tid: String(row.professionTid) }),
  unique: [uniqueName((other, profession) => `A speciality named ${other.name} already exists for ${profession?.name}.`, true)],
  async beforeDelete(tx, row) {
    const members = await countMembersWithSpeciality(tx, row.tid);
    if (members > 0)
      throw badRequest(
        `The speciality ${row.name} is used by ${membersCount(members)}: it is in their profiles. Unpublish it instead: they keep it, and no one new can choose it.`,
      );
  },
};
