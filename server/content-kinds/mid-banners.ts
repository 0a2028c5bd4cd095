import type { Schemas } from '../api/types';
import { hasText, sanitizeRichText, textOf } from '../content/rich-text';
import { midBanners } from '../db/schema';
import { badRequest } from '../errors';
import { assertLinkTargets, assertMedia, MEDIA_MISSING } from '../services/content-checks';
import type { ContentKind } from './content-kind';

/** The contract's message for an empty body: also what a body with nothing allowed in it gets. */
const EMPTY_BODY = 'Please enter the body';

/** The first words of a body, to name the mid banner in the console's list. */
function headlineOf(body: string): string {
  const text = textOf(body);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || 'Mid banner';
}

/** Mid banners: the home page shows the first published one. The body is HTML, sanitised on save. */
export const midBannerKind: ContentKind<typeof midBanners.$inferSelect, Schemas['MidBannerInput']> = {
  entityType: 'mid_banner',
  label: 'mid banner',
  store: { table: midBanners, id: 'id', orderAlso: 'id' },
  fields: ['banner_asset', 'small_banner_asset', 'body', 'redirect_link', 'published'],
  list: { path: 'mid-banners', search: ['body'], titleOf: (row) => headlineOf(row.body) },
  contentTypeOf: () => 'mid_banners',
  valuesOf(input) {
    const body = sanitizeRichText(input.body);
    if (!hasText(body)) throw badRequest(EMPTY_BODY, 'body');
    return { body };
  },
  async check(deps, input) {
    await assertMedia(deps, input.banner_asset, MEDIA_MISSING.wide, 'banner_asset');
    await assertMedia(deps, input.small_banner_asset, MEDIA_MISSING.small, 'small_banner_asset');
    await assertLinkTargets(deps, input.redirect_link, 'redirect_link');
  },
};
