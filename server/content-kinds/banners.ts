import type { Schemas } from '../api/types';
import { banners } from '../db/schema';
import { assertLinkTargets, assertMedia, MEDIA_MISSING } from '../services/content-checks';
import { variantSrcSet } from '../uploads/image-variants';
import type { ContentKind } from './content-kind';

/** Guest and member banners of the home carousel: each audience is a list of its own. */
export const bannerKind: ContentKind<typeof banners.$inferSelect, Schemas['BannerInput']> = {
  entityType: 'banner',
  label: 'banner',
  store: { table: banners, id: 'uuid', newId: 'uuid', orderAlso: 'title', group: 'audience' },
  fields: ['audience', 'title', 'description', 'banner_asset', 'redirect_links', 'published'],
  trimmed: ['title', 'description'],
  titleKey: 'title',
  derived: ['banner_srcset'],
  group: { itemKey: 'audience' },
  list: { path: 'banners', search: ['title', 'description'] },
  contentTypeOf: (row) => (row.audience === 'guest' ? 'guest_banners' : 'member_banners'),
  toItem: (row) => ({ banner_srcset: variantSrcSet(row.bannerAsset) }),
  async check(deps, input) {
    await assertMedia(deps, input.banner_asset, MEDIA_MISSING.banner, 'banner_asset');
    await assertLinkTargets(deps, input.redirect_links, 'redirect_links');
  },
};
