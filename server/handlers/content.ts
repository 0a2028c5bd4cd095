import { defineHandler } from '../api/types';
import {
  findLandingPageBySlug,
  listBanners,
  listCountries,
  listLandingPages,
  listMidBanners,
  listProfessions,
  listResourceCards,
  listSpecialitiesOf,
  listTags,
} from '../db/content.repository';
import type { AppDeps } from '../deps';
import type { HandlerMap } from './index';

type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];

const toBanner = (row: BannerRow) => ({
  uuid: row.uuid,
  banner_asset: row.bannerAsset,
  title: row.title,
  description: row.description,
  redirect_links: row.redirectLinks,
});

const withSlash = (slug: string) => (slug.startsWith('/') ? slug : `/${slug}`);
const term = (tid: number, name: string) => ({ tid: String(tid), name });

/** Public content calls (banners, cards, pages, taxonomy, countries) and the runtime config. */
export function createContentHandlers({ db, config }: AppDeps): HandlerMap {
  return {
    getRuntimeConfig: defineHandler('getRuntimeConfig', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return {
        apiBaseUrl: config.apiBaseUrl,
        hcaptchaSiteKey: config.hcaptcha?.siteKey ?? null,
        productName: config.productName,
      };
    }),
    listGuestBanners: defineHandler('listGuestBanners', async () => (await listBanners(db, 'guest')).map(toBanner)),
    listMemberBanners: defineHandler('listMemberBanners', async () => (await listBanners(db, 'member')).map(toBanner)),
    listResourceCards: defineHandler('listResourceCards', async () =>
      (await listResourceCards(db)).map((row) => ({
        resource_title: row.resourceTitle,
        description: row.description,
        image: row.image,
        slug_url: withSlash(row.slugUrl),
      })),
    ),
    listMidBanners: defineHandler('listMidBanners', async () =>
      (await listMidBanners(db)).map((row) => ({
        banner_asset: row.bannerAsset,
        small_banner_asset: row.smallBannerAsset,
        body: row.body,
        redirect_link: row.redirectLink,
      })),
    ),
    listTags: defineHandler('listTags', async () => (await listTags(db)).map((row) => term(row.tid, row.name))),
    listLandingPages: defineHandler('listLandingPages', async () =>
      (await listLandingPages(db)).map((row) => ({ title: row.title, slug_url: withSlash(row.slugUrl), location: row.location })),
    ),
    getLandingPageDetail: defineHandler('getLandingPageDetail', async (request) => {
      const page = await findLandingPageBySlug(db, request.query.alias.replace(/^\//, ''));
      return page ? [{ title: page.title, body: page.body }] : [];
    }),
    listProfessions: defineHandler('listProfessions', async () =>
      (await listProfessions(db)).map((row) => term(row.tid, row.name)),
    ),
    listSpecialities: defineHandler('listSpecialities', async (request) =>
      (await listSpecialitiesOf(db, Number(request.params.id))).map((row) => term(row.tid, row.name)),
    ),
    listCountries: defineHandler('listCountries', async () => ({
      data: (await listCountries(db)).map((row) => ({ id: row.id, country_name: row.countryName })),
    })),
  };
}
