import { databaseLoad } from '../db/client';
import { listBanners } from '../db/content.repository';
import { findResourceBySlug } from '../db/resources.repository';
import type { AppDeps } from '../deps';
import { variantSrcSet } from '../uploads/image-variants';
import { homeFirstView, resourceFirstView, type FirstViewPicture } from './first-view';

/** A `<link rel="preload">` the server writes into `index.html`. */
export interface Preload {
  href: string;
  as: 'fetch' | 'image';
  /** For a picture with variants: its `srcset` and the `sizes` the page gives it. */
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high';
}

/**
 * The `sizes` of a home banner picture (src/features/home/components/BannerMedia.tsx has the same
 * words; a test compares them): the banner covers the full width at 400 px high on a phone and
 * 460 px above, cropping a 16:5 picture, so the picture is drawn at least 1280 or 1472 px wide.
 */
export const BANNER_IMAGE_SIZES = '(max-width: 48em) max(100vw, 1280px), max(100vw, 1472px)';

/**
 * The `sizes` of a resource page's gallery preview (src/features/resources/components/MediaGallery.tsx
 * has the same words; a test compares them).
 */
export const GALLERY_PREVIEW_SIZES = '(max-width: 40em) 100vw, 760px';

/** What the server adds to a page's `index.html`: its preloads, and its first view (first-view.ts) when it has one. */
export interface EarlyView {
  preloads: Preload[];
  firstView: string | null;
}

const NOTHING_EARLY: EarlyView = { preloads: [], firstView: null };

/** The guest banner list call as the SPA makes it. */
const GUEST_BANNERS_PATH = '/viewapi/banner-list';

/** The public resource detail call as the SPA makes it (src/api/operations/getResourceDetail.ts). */
const resourceDetailPath = (slug: string) => `/jsonapi/resource/detail?alias=${encodeURIComponent(`/${slug}`)}`;

/** The longest a page waits for its hints. */
const HINT_WAIT_MS = 200;

/**
 * Hints never hold a page up on a busy database: a cached read is used at once; otherwise the
 * database is read only when nothing is waiting for it, and for at most HINT_WAIT_MS. No hints
 * (null) is always a fine answer: the SPA then asks for what it needs itself.
 */
async function readForHints<T>({ db, contentCache }: AppDeps, key: string, read: () => Promise<T>): Promise<T | null> {
  const cached = contentCache.peek<T>(key);
  if (!cached && (databaseLoad(db)?.waiting() ?? 0) > 0) return null;
  const answer = (cached ?? contentCache.get(key, read)).catch(() => null);
  return Promise.race([answer, new Promise<null>((resolve) => setTimeout(resolve, HINT_WAIT_MS, null).unref())]);
}

/**
 * What the guest home needs before its code has run: the banner list and the first banner's
 * picture (the page's largest paint), so both load beside the scripts instead of after them, and
 * that picture painted at once (its first view). Read through the published-content cache
 * (readForHints).
 */
export async function homeEarlyView(deps: AppDeps): Promise<EarlyView> {
  const { db, config } = deps;
  const banners = await readForHints(deps, 'home preloads', () => listBanners(db, 'guest'));
  if (!banners) return NOTHING_EARLY;
  const picture = banners[0] ? variantPicture(config.apiBaseUrl, banners[0].bannerAsset, BANNER_IMAGE_SIZES) : null;
  return {
    preloads: [{ href: `${config.apiBaseUrl}${GUEST_BANNERS_PATH}`, as: 'fetch' }, ...(picture ? [imagePreload(picture)] : [])],
    firstView: picture ? homeFirstView(picture) : null,
  };
}

/** A picture with variants as the page draws it, its addresses made absolute like the API's; null without variants. */
function variantPicture(apiBaseUrl: string, mediaPath: string, sizes: string): FirstViewPicture | null {
  const srcSet = variantSrcSet(mediaPath);
  if (!srcSet) return null;
  return {
    src: `${apiBaseUrl}${mediaPath}`,
    srcSet: srcSet
      .split(', ')
      .map((candidate) => `${apiBaseUrl}${candidate}`)
      .join(', '),
    sizes,
  };
}

const imagePreload = ({ src, srcSet, sizes }: FirstViewPicture): Preload => ({
  href: src,
  as: 'image',
  imageSrcSet: srcSet,
  imageSizes: sizes,
  fetchPriority: 'high',
});

/**
 * What a resource page needs before its code has run: the public detail (a guest's call; a
 * member's protected call differs and is not preloaded) and its gallery's first picture, the
 * page's largest paint, for a resource that exists; and its top painted at once when that picture
 * has variants (its first view).
 */
export async function resourceEarlyView(deps: AppDeps, slug: string): Promise<EarlyView> {
  const { db, config } = deps;
  const resource = await readForHints(deps, `detail preloads ${slug}`, () => findResourceBySlug(db, slug));
  if (!resource) return NOTHING_EARLY;
  const [firstMedia = ''] = resource.mediaAssets.split(',').map((path) => path.trim());
  const picture = variantPicture(config.apiBaseUrl, firstMedia, GALLERY_PREVIEW_SIZES);
  return {
    preloads: [
      { href: `${config.apiBaseUrl}${resourceDetailPath(slug)}`, as: 'fetch' },
      ...(picture ? [imagePreload(picture)] : []),
    ],
    firstView: picture ? resourceFirstView({ title: resource.title, summary: resource.summary, picture }) : null,
  };
}
