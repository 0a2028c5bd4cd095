// Types, constants and small helpers of the demo content (format: content/README.md). Field names
// follow the product spec §3, so the API can serve them as they are.
import path from 'node:path';

export interface Banner {
  uuid: string;
  title: string;
  description: string;
  /** /files/demo/... image or mp4 */
  banner_asset: string;
  /** comma-separated 'url@label' pairs, at most two; '' for none */
  redirect_links: string;
}

export interface QuickLinkCard {
  resource_title: string;
  description: string;
  image: string;
  /** resource slug without leading slash: the SPA opens /appdetail/{slug_url} */
  slug_url: string;
}

export interface MidBanner {
  banner_asset: string;
  small_banner_asset: string;
  /** HTML */
  body: string;
  /** one 'url@label' pair */
  redirect_link: string;
}

/** Search tag term; its chip opens /resourcedetail/{tid}. */
export interface SearchTag {
  tid: number;
  name: string;
}

export interface LandingPage {
  title: string;
  /** without leading slash: /linkdetail/{slug_url} (the API serves it with one) */
  slug_url: string;
  /** 'Footer' puts the page in the footer */
  location: string;
  /** HTML */
  body: string;
}

export interface TaxonomyTerm {
  tid: number;
  name: string;
}

export interface Profession extends TaxonomyTerm {
  specialities: TaxonomyTerm[];
}

export type UserType = '1' | '2';
export type UrlType = 1 | 2;

export interface Resource {
  nid: number;
  title: string;
  summary: string;
  /** HTML */
  description: string;
  icon: string;
  /** comma-separated /files/demo/... paths (png, jpg, mp4) */
  media_assets: string;
  /** 1 mobile app, 2 web app */
  url_type: UrlType[];
  /** comma-separated tag tids without spaces ('201,202'), or '' */
  related_resource_tags: string;
  enable_visit: 'True' | 'False';
  web_app_url: string;
  mobile_app_url: string;
  /** HTML shown after subscribing */
  popup_consent: string;
  /** without leading slash: /appdetail/{slug_url} (the API serves it with one) */
  slug_url: string;
  user_type: UserType[];
  required_approval: 0 | 1;
  /** comma-separated reasons for the support wizard */
  support_areas: string;
}

export interface ResourceManager {
  tid: number;
  name: string;
}

export interface DemoContent {
  banners: { guest: Banner[]; member: Banner[] };
  cards: QuickLinkCard[];
  midBanner: MidBanner;
  tags: SearchTag[];
  pages: LandingPage[];
  professions: Profession[];
  resources: Resource[];
  needHelp: ResourceManager[];
  /** default profile picture (not referenced by a YAML file) */
  defaultAvatar: string;
  /** every /files/demo/... path referenced by the content, sorted, without duplicates */
  mediaPaths: string[];
}

export interface LoadOptions {
  /** check that every referenced media file exists under <contentDir>/media (default true) */
  checkMedia?: boolean;
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

// ---------------------------------------------------------------------------------------------
// constants and small helpers (exported for the seeder and the API handlers)

/** URL prefix under which content/media/ is served. */
export const MEDIA_URL_PREFIX = '/files/demo/';
export const DEFAULT_AVATAR = '/files/demo/avatar/default-avatar.png';
export const CONTENT_FILES = [
  'banners.yaml',
  'cards.yaml',
  'mid-banner.yaml',
  'tags.yaml',
  'pages.yaml',
  'taxonomy.yaml',
  'resources.yaml',
  'need-help.yaml',
] as const;

export const TID_LIST = /^(?:[0-9]+(?:,[0-9]+)*)?$/;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const IMAGE_EXT = ['.png', '.jpg', '.jpeg'];
export const GALLERY_EXT = ['.png', '.jpg', '.jpeg', '.mp4'];

/** Splits a comma-separated text field ('a, b,c') into trimmed, non-empty items. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

interface LinkPair {
  url: string;
  label: string;
}

/** Tag tids of a resource's related_resource_tags ('201,202' -> [201, 202]; '' -> []). */
export function tagTids(relatedResourceTags: string): number[] {
  return splitCommaList(relatedResourceTags).map(Number);
}

/** Parses 'url@label,url@label'. The label follows the last '@' of each pair. */
export function parseLinkPairs(value: string): LinkPair[] {
  return splitCommaList(value).map((pair) => {
    const at = pair.lastIndexOf('@');
    return at < 0 ? { url: pair, label: '' } : { url: pair.slice(0, at).trim(), label: pair.slice(at + 1).trim() };
  });
}

/** Maps a /files/demo/... URL path to the file under <contentDir>/media. */
export function mediaFilePath(contentDir: string, urlPath: string): string {
  if (!urlPath.startsWith(MEDIA_URL_PREFIX)) throw new ContentError(`not a demo media path: ${urlPath}`);
  const rel = urlPath.slice(MEDIA_URL_PREFIX.length);
  if (rel.split('/').some((seg) => seg === '..' || seg === '')) throw new ContentError(`invalid demo media path: ${urlPath}`);
  return path.join(contentDir, 'media', ...rel.split('/'));
}
