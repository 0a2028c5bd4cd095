import type { Schemas } from '../api/types';
import { sanitizeRichText } from '../content/rich-text';
import { countSubscribers, homeContentLeadingTo } from '../db/console-resources.repository';
import { resources } from '../db/schema';
import { badRequest } from '../errors';
import { checkResource, RESOURCE_RULES } from '../services/resource-checks';
import type { ContentKind } from './content-kind';

/**
 * Resources (the company's applications). The console sends lists and booleans; the table keeps
 * the public contract's comma-separated text (spec §3). Members' My Resources and the home page's
 * links would silently lose a deleted resource, or one whose address changed: such a change is refused.
 */
const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const resourceKind: ContentKind<typeof resources.$inferSelect, Schemas['ResourceInput']> = {
  entityType: 'resource',
  label: 'resource',
  // New nids from 1001, as the demo's resources.
  store: { table: resources, id: 'nid', newId: { after: 1000 }, orderAlso: 'title' },
  fields: [
    'title',
    'slug_url',
    'summary',
    'description',
    'icon',
    'enable_visit',
    'web_app_url',
    'mobile_app_url',
    'popup_consent',
    'required_approval',
    'published',
  ],
  trimmed: ['title', 'summary'],
  titleKey: 'title',
  list: {
    path: 'resources',
    search: ['title', 'summary', 'slugUrl'],
    viewOnSite: (row) => (row.published ? `/appdetail/${row.slugUrl}` : null),
  },
  contentTypeOf: () => 'resources',
  toItem: (row) => ({
    media: listOf(row.mediaAssets),
    url_type: row.urlType.filter((type) => type === 1 || type === 2),
    related_tags: listOf(row.relatedResourceTags),
    user_type: row.userType.filter((type) => type === '1' || type === '2'),
    support_areas: listOf(row.supportAreas),
  }),
  valuesOf: (input) => ({
    description: sanitizeRichText(input.description),
    popupConsent: sanitizeRichText(input.popup_consent),
    mediaAssets: input.media.join(','),
    urlType: [...input.url_type].sort(),
    relatedResourceTags: input.related_tags.join(','),
    userType: [...input.user_type].sort(),
    supportAreas: input.support_areas.map((area) => area.trim()).join(', '),
  }),
  check: checkResource,
  unique: [{ key: 'slugUrl', field: 'slug_url', message: (other) => RESOURCE_RULES.slugTaken(other.slugUrl, other.title) }],
  async beforeSave({ tx, before, values }) {
    if (!before || before.slugUrl === values.slugUrl) return;
    const leading = await homeContentLeadingTo(tx, before.slugUrl);
    if (leading.length > 0)
      throw badRequest(
        `The address /appdetail/${before.slugUrl} is used by ${leading.join(', ')}. Change ${leading.length > 1 ? 'those' : 'it'} first, then the address.`,
        'slug_url',
      );
  },
  async beforeDelete(tx, row) {
    const members = await countSubscribers(tx, row.nid);
    if (members > 0)
      throw badRequest(
        `${members} ${members === 1 ? 'member has' : 'members have'} ${row.title} in My Resources. Unpublish it instead.`,
      );
    const leading = await homeContentLeadingTo(tx, row.slugUrl);
    if (leading.length > 0)
      throw badRequest(`${row.title} is linked from ${leading.join(', ')}. Change those first, or unpublish it instead.`);
  },
};
