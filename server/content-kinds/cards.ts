import type { Schemas } from '../api/types';
import { resourceSlugExists } from '../db/console-content.repository';
import { resourceCards } from '../db/schema';
import { badRequest } from '../errors';
import { assertMedia, MEDIA_MISSING } from '../services/content-checks';
import type { ContentKind } from './content-kind';

/** Quick-link cards of the home page: each leads to a resource. */
export const cardKind: ContentKind<typeof resourceCards.$inferSelect, Schemas['CardInput']> = {
  entityType: 'card',
  label: 'quick-link card',
  store: { table: resourceCards, id: 'id', orderAlso: 'id' },
  notFound: 'No such card. It may have been deleted meanwhile.',
  fields: ['resource_title', 'description', 'image', 'slug_url', 'published'],
  trimmed: ['resource_title', 'description'],
  titleKey: 'resource_title',
  list: { path: 'cards', search: ['resourceTitle', 'description', 'slugUrl'] },
  contentTypeOf: () => 'cards',
  async check(deps, input) {
    await assertMedia(deps, input.image, MEDIA_MISSING.card, 'image');
    if (!(await resourceSlugExists(deps.db, input.slug_url)))
      throw badRequest(`No resource has the address ${input.slug_url}. Please choose one from the list.`, 'slug_url');
  },
};
