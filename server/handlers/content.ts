import type { Handlers } from '../api/types';
import {
  findLandingPageBySlug,
  listBanners,
  listLandingPages,
  listMidBanners,
  listResourceCards,
  listTags,
} from '../db/content.repository';
import { publicRuntimeConfig } from '../config';
import type { AppDeps } from '../deps';
import { variantSrcSet } from '../uploads/image-variants';

type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

const toBanner = (row: BannerRow) => ({
  uuid: row.uuid,
  banner_asset: row.bannerAsset,
  title: row.title,
  description: row.description,
  redirect_links: row.redirectLinks,
  banner_srcset: variantSrcSet(row.bannerAsset),
});

// Content stores slugs without the leading slash the contract's slug_url carries.
const withSlash = (slug: string) => (slug.startsWith('/') ? slug : `/${slug}`);

/** The content tag: runtime config and the public site content (banners, cards, tags, pages). */
export function createContentHandlers({ db, config }: AppDeps) {
  return {
    getRuntimeConfig: async (_request, reply) => {
      // Read once at start-up by the SPA; a redeploy with other settings must not be cached away.
      reply.header('Cache-Control', 'no-cache');
      return publicRuntimeConfig(config);
    },
    listGuestBanners: async () => (await listBanners(db, 'guest')).map(toBanner),
    listMemberBanners: async () => (await listBanners(db, 'member')).map(toBanner),
    listResourceCards: async () =>
      (await listResourceCards(db)).map((row) => ({
        resource_title: row.resourceTitle,
        description: row.description,
        image: row.image,
        slug_url: withSlash(row.slugUrl),
      })),
    listMidBanners: async () =>
      (await listMidBanners(db)).map((row) => ({
        banner_asset: row.bannerAsset,
        small_banner_asset: row.smallBannerAsset,
        body: row.body,
        redirect_link: row.redirectLink,
      })),
    listTags: async () => (await listTags(db)).map((row) => ({ tid: String(row.tid), name: row.name })),
    listLandingPages: async () =>
      (await listLandingPages(db)).map((row) => ({ title: row.title, slug_url: withSlash(row.slugUrl), location: row.location })),
    getLandingPageDetail: async (request) => {
      const page = await findLandingPageBySlug(db, request.query.alias.replace(/^\//, ''));
      return page ? [{ title: page.title, body: page.body }] : [];
    },
  } satisfies Partial<Handlers>;
}
