import type { Schemas } from '../api/types';
import { resourcesTaggedWith } from '../db/console-content.repository';
import { tags } from '../db/schema';
import { badRequest } from '../errors';
import type { ContentKind } from './content-kind';
import { termKind } from './term-fields';

/** Search tags; resources name them by tid in their related tags, so a tag in use is kept. */
type Row = typeof tags.$inferSelect;

export const tagKind: ContentKind<Row, Schemas['TagInput']> = {
  ...termKind<Row>(tags, 201, (name) => `A tag named ${name} already exists.`),
  entityType: 'tag',
  label: 'search tag',
  notFound: 'No such tag. It may have been deleted meanwhile.',
  list: { path: 'tags', search: ['name'] },
  contentTypeOf: () => 'tags',
  async beforeDelete(tx, row) {
    const users = await resourcesTaggedWith(tx, row.tid);
    if (users.length > 0)
      throw badRequest(
        `The tag ${row.name} is used by ${users.join(', ')}. Unpublish it instead, or remove it from those resources first.`,
      );
  },
};
