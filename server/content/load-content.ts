// Loads and checks the demo content in content/*.yaml (format: content/README.md).
// Pure Node + yaml: no database. The seeder turns the result into rows; tests use it directly.
//
// Every problem is reported as a ContentError whose message names the file and the field path,
// e.g. "resources.yaml: resources[2].url_type[0]: expected 1 or 2, got 3".
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

// ---------------------------------------------------------------------------------------------
// types (field names follow the product spec §3, so they can be served as they are)

/** Home carousel banner. */
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
  /** without leading slash: /linkdetail/{slug_url} (the API serves it with one: see withLeadingSlash) */
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
  /** without leading slash: /appdetail/{slug_url} (the API serves it with one: see withLeadingSlash) */
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

const TID_LIST = /^(?:[0-9]+(?:,[0-9]+)*)?$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IMAGE_EXT = ['.png', '.jpg', '.jpeg'];
const GALLERY_EXT = ['.png', '.jpg', '.jpeg', '.mp4'];

/** Splits a comma-separated text field ('a, b,c') into trimmed, non-empty items. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export interface LinkPair {
  url: string;
  label: string;
}

/** Tag tids of a resource's related_resource_tags ('201,202' -> [201, 202]; '' -> []). */
export function tagTids(relatedResourceTags: string): number[] {
  return splitCommaList(relatedResourceTags).map(Number);
}

/** Content stores slugs without a leading slash; the API (openapi Resource/FooterPage slug_url) adds one. */
export function withLeadingSlash(slug: string): string {
  return slug.startsWith('/') ? slug : `/${slug}`;
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

// ---------------------------------------------------------------------------------------------
// field readers

type Obj = Record<string, unknown>;

const show = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** Reads typed fields of one YAML file, reporting errors with "<file>: <path>: <problem>". */
class Reader {
  readonly media = new Set<string>();

  constructor(readonly file: string) {}

  fail(at: string, problem: string): never {
    throw new ContentError(`${this.file}: ${at}: ${problem}`);
  }

  obj(v: unknown, at: string): Obj {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(at, `expected a mapping, got ${show(v)}`);
    return v as Obj;
  }

  list(v: unknown, at: string, min = 0): unknown[] {
    if (!Array.isArray(v)) this.fail(at, `expected a list, got ${v === undefined ? 'nothing (missing)' : show(v)}`);
    if (v.length < min) this.fail(at, `expected at least ${min} item(s), got ${v.length}`);
    return v;
  }

  str(o: Obj, key: string, at: string, { allowEmpty = false } = {}): string {
    const v = o[key];
    if (v === undefined || v === null) this.fail(`${at}.${key}`, 'missing');
    if (typeof v !== 'string') this.fail(`${at}.${key}`, `expected a string, got ${show(v)}`);
    if (!allowEmpty && v.trim() === '') this.fail(`${at}.${key}`, 'must not be empty');
    return v;
  }

  int(o: Obj, key: string, at: string): number {
    const v = o[key];
    if (v === undefined || v === null) this.fail(`${at}.${key}`, 'missing');
    if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0)
      this.fail(`${at}.${key}`, `expected a positive integer, got ${show(v)}`);
    return v;
  }

  oneOf<T extends string | number>(o: Obj, key: string, at: string, allowed: readonly T[]): T {
    const v = o[key];
    if (v === undefined || v === null) this.fail(`${at}.${key}`, 'missing');
    if (!allowed.includes(v as T))
      this.fail(`${at}.${key}`, `expected one of ${allowed.map((a) => show(a)).join(', ')}, got ${show(v)}`);
    return v as T;
  }

  listOf<T extends string | number>(o: Obj, key: string, at: string, allowed: readonly T[]): T[] {
    const items = this.list(o[key], `${at}.${key}`, 1);
    items.forEach((v, i) => {
      if (!allowed.includes(v as T))
        this.fail(`${at}.${key}[${i}]`, `expected one of ${allowed.map((a) => show(a)).join(', ')}, got ${show(v)}`);
    });
    if (new Set(items).size !== items.length) this.fail(`${at}.${key}`, 'contains duplicates');
    return items as T[];
  }

  slug(o: Obj, key: string, at: string): string {
    const v = this.str(o, key, at);
    if (v.startsWith('/')) this.fail(`${at}.${key}`, `store the slug without a leading slash, got ${show(v)}`);
    if (!SLUG.test(v)) this.fail(`${at}.${key}`, `expected lower-case words joined by hyphens, got ${show(v)}`);
    return v;
  }

  asset(o: Obj, key: string, at: string, exts: readonly string[]): string {
    const v = this.str(o, key, at);
    this.checkAsset(v, `${at}.${key}`, exts);
    return v;
  }

  checkAsset(v: string, at: string, exts: readonly string[]): void {
    if (!v.startsWith(MEDIA_URL_PREFIX)) this.fail(at, `expected a path starting with ${MEDIA_URL_PREFIX}, got ${show(v)}`);
    if (v.includes('..') || v.includes('//') || /\s/.test(v)) this.fail(at, `invalid media path ${show(v)}`);
    const ext = path.extname(v).toLowerCase();
    if (!exts.includes(ext)) this.fail(at, `expected a ${exts.join('/')} file, got ${show(v)}`);
    this.media.add(v);
  }

  /** 'url@label' pairs: url is an in-app path or an https link, label non-empty. */
  links(o: Obj, key: string, at: string, { min, max }: { min: number; max: number }): string {
    const v = this.str(o, key, at, { allowEmpty: min === 0 });
    const pairs = parseLinkPairs(v);
    if (pairs.length < min || pairs.length > max)
      this.fail(`${at}.${key}`, `expected ${min === max ? max : `${min} to ${max}`} 'url@label' pair(s), got ${pairs.length}`);
    pairs.forEach((p, i) => {
      if (!p.label) this.fail(`${at}.${key}`, `pair ${i + 1} has no '@label'`);
      if (!isLink(p.url))
        this.fail(`${at}.${key}`, `pair ${i + 1}: url must be an in-app path (/...) or https://..., got ${show(p.url)}`);
    });
    return v;
  }

  httpsOrEmpty(o: Obj, key: string, at: string): string {
    const v = this.str(o, key, at, { allowEmpty: true });
    if (v !== '' && !/^https:\/\/[^\s]+$/.test(v)) this.fail(`${at}.${key}`, `expected '' or an https:// URL, got ${show(v)}`);
    return v;
  }

  unique<T>(items: T[], key: (t: T) => unknown, at: string, what: string): void {
    const seen = new Set<unknown>();
    for (const item of items) {
      const k = key(item);
      if (seen.has(k)) this.fail(at, `duplicate ${what} ${show(k)}`);
      seen.add(k);
    }
  }
}

const isLink = (url: string): boolean =>
  (url.startsWith('/') && !url.startsWith('//') && !/\s/.test(url)) || /^https:\/\/[^\s]+$/.test(url);

// ---------------------------------------------------------------------------------------------
// per-file parsers

function readBanner(r: Reader, v: unknown, at: string): Banner {
  const o = r.obj(v, at);
  const uuid = r.str(o, 'uuid', at);
  if (!UUID.test(uuid)) r.fail(`${at}.uuid`, `expected a lower-case UUID, got ${show(uuid)}`);
  return {
    uuid,
    title: r.str(o, 'title', at),
    description: r.str(o, 'description', at),
    banner_asset: r.asset(o, 'banner_asset', at, GALLERY_EXT),
    redirect_links: r.links(o, 'redirect_links', at, { min: 0, max: 2 }),
  };
}

function readBanners(r: Reader, doc: Obj): DemoContent['banners'] {
  const guest = r.list(doc.guest, 'guest', 1).map((b, i) => readBanner(r, b, `guest[${i}]`));
  const member = r.list(doc.member, 'member', 1).map((b, i) => readBanner(r, b, `member[${i}]`));
  r.unique([...guest, ...member], (b) => b.uuid, 'guest/member', 'uuid');
  return { guest, member };
}

function readCards(r: Reader, doc: Obj): QuickLinkCard[] {
  return r.list(doc.cards, 'cards', 1).map((v, i) => {
    const at = `cards[${i}]`;
    const o = r.obj(v, at);
    return {
      resource_title: r.str(o, 'resource_title', at),
      description: r.str(o, 'description', at),
      image: r.asset(o, 'image', at, IMAGE_EXT),
      slug_url: r.slug(o, 'slug_url', at),
    };
  });
}

function readMidBanner(r: Reader, doc: Obj): MidBanner {
  const at = 'mid_banner';
  const o = r.obj(doc.mid_banner, at);
  return {
    banner_asset: r.asset(o, 'banner_asset', at, IMAGE_EXT),
    small_banner_asset: r.asset(o, 'small_banner_asset', at, IMAGE_EXT),
    body: r.str(o, 'body', at),
    redirect_link: r.links(o, 'redirect_link', at, { min: 1, max: 1 }),
  };
}

function readTags(r: Reader, doc: Obj): SearchTag[] {
  const tags = r.list(doc.tags, 'tags', 1).map((v, i) => {
    const at = `tags[${i}]`;
    const o = r.obj(v, at);
    return { tid: r.int(o, 'tid', at), name: r.str(o, 'name', at) };
  });
  r.unique(tags, (t) => t.tid, 'tags', 'tid');
  r.unique(tags, (t) => t.name, 'tags', 'name');
  return tags;
}

function readPages(r: Reader, doc: Obj): LandingPage[] {
  const pages = r.list(doc.pages, 'pages', 1).map((v, i) => {
    const at = `pages[${i}]`;
    const o = r.obj(v, at);
    return {
      title: r.str(o, 'title', at),
      slug_url: r.slug(o, 'slug_url', at),
      location: r.str(o, 'location', at),
      body: r.str(o, 'body', at),
    };
  });
  r.unique(pages, (p) => p.slug_url, 'pages', 'slug_url');
  return pages;
}

function readTaxonomy(r: Reader, doc: Obj): Profession[] {
  const professions = r.list(doc.professions, 'professions', 1).map((v, i) => {
    const at = `professions[${i}]`;
    const o = r.obj(v, at);
    const specialities = r.list(o.specialities, `${at}.specialities`, 1).map((s, j) => {
      const sat = `${at}.specialities[${j}]`;
      const so = r.obj(s, sat);
      return { tid: r.int(so, 'tid', sat), name: r.str(so, 'name', sat) };
    });
    r.unique(specialities, (s) => s.name, `${at}.specialities`, 'name');
    return { tid: r.int(o, 'tid', at), name: r.str(o, 'name', at), specialities };
  });
  r.unique(professions, (p) => p.name, 'professions', 'name');
  r.unique(
    [...professions, ...professions.flatMap((p) => p.specialities)],
    (t) => t.tid,
    'professions',
    'tid (tids are unique across professions and specialities)',
  );
  return professions;
}

function readResources(r: Reader, doc: Obj): Resource[] {
  const resources = r.list(doc.resources, 'resources', 1).map((v, i): Resource => {
    const o = r.obj(v, `resources[${i}]`);
    const at = typeof o.slug_url === 'string' ? `resources[${i}] (${o.slug_url})` : `resources[${i}]`;
    const media = r.str(o, 'media_assets', at);
    splitCommaList(media).forEach((m, j) => r.checkAsset(m, `${at}.media_assets[${j}]`, GALLERY_EXT));
    const res: Resource = {
      nid: r.int(o, 'nid', at),
      title: r.str(o, 'title', at),
      summary: r.str(o, 'summary', at),
      description: r.str(o, 'description', at),
      icon: r.asset(o, 'icon', at, IMAGE_EXT),
      media_assets: media,
      url_type: r.listOf(o, 'url_type', at, [1, 2] as const),
      related_resource_tags: r.str(o, 'related_resource_tags', at, { allowEmpty: true }),
      enable_visit: r.oneOf(o, 'enable_visit', at, ['True', 'False'] as const),
      web_app_url: r.httpsOrEmpty(o, 'web_app_url', at),
      mobile_app_url: r.httpsOrEmpty(o, 'mobile_app_url', at),
      popup_consent: r.str(o, 'popup_consent', at),
      slug_url: r.slug(o, 'slug_url', at),
      user_type: r.listOf(o, 'user_type', at, ['1', '2'] as const),
      required_approval: r.oneOf(o, 'required_approval', at, [0, 1] as const),
      support_areas: r.str(o, 'support_areas', at),
    };
    if (!TID_LIST.test(res.related_resource_tags)) {
      r.fail(
        `${at}.related_resource_tags`,
        `expected comma-separated tag tids without spaces (e.g. '201,202') or '', got ${show(res.related_resource_tags)}`,
      );
    }
    if (res.url_type.includes(2) && res.web_app_url === '')
      r.fail(`${at}.web_app_url`, 'url_type includes 2 (web app) but web_app_url is empty');
    if (res.url_type.includes(1) && res.mobile_app_url === '')
      r.fail(`${at}.mobile_app_url`, 'url_type includes 1 (mobile app) but mobile_app_url is empty');
    if (res.web_app_url === '' && res.mobile_app_url === '') r.fail(at, 'needs web_app_url or mobile_app_url');
    return res;
  });
  r.unique(resources, (x) => x.nid, 'resources', 'nid');
  r.unique(resources, (x) => x.slug_url, 'resources', 'slug_url');
  r.unique(resources, (x) => x.title, 'resources', 'title');
  return resources;
}

function readNeedHelp(r: Reader, doc: Obj): ResourceManager[] {
  const items = r.list(doc.resource_managers, 'resource_managers', 1).map((v, i) => {
    const at = `resource_managers[${i}]`;
    const o = r.obj(v, at);
    return { tid: r.int(o, 'tid', at), name: r.str(o, 'name', at) };
  });
  r.unique(items, (x) => x.tid, 'resource_managers', 'tid');
  return items;
}

// ---------------------------------------------------------------------------------------------

async function readYaml(contentDir: string, file: string): Promise<{ r: Reader; doc: Obj }> {
  const r = new Reader(file);
  let text: string;
  try {
    text = await readFile(path.join(contentDir, file), 'utf8');
  } catch (e) {
    throw new ContentError(`${file}: cannot read ${path.join(contentDir, file)}: ${(e as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = parse(text, { prettyErrors: true, uniqueKeys: true });
  } catch (e) {
    throw new ContentError(`${file}: invalid YAML: ${(e as Error).message}`);
  }
  return { r, doc: r.obj(doc, '(document)') };
}

/** Reads, parses and checks every content file in contentDir (usually <repo>/content). */
export async function loadDemoContent(contentDir: string, options: LoadOptions = {}): Promise<DemoContent> {
  const [b, c, m, t, p, x, rs, n] = await Promise.all(CONTENT_FILES.map((f) => readYaml(contentDir, f)));
  if (!b || !c || !m || !t || !p || !x || !rs || !n) throw new ContentError('internal: content file list mismatch');

  const resources = readResources(rs.r, rs.doc);
  const content: DemoContent = {
    banners: readBanners(b.r, b.doc),
    cards: readCards(c.r, c.doc),
    midBanner: readMidBanner(m.r, m.doc),
    tags: readTags(t.r, t.doc),
    pages: readPages(p.r, p.doc),
    professions: readTaxonomy(x.r, x.doc),
    resources,
    needHelp: readNeedHelp(n.r, n.doc),
    defaultAvatar: DEFAULT_AVATAR,
    mediaPaths: [],
  };

  // cross-file references
  const slugs = new Set(resources.map((res) => res.slug_url));
  const pageSlugs = new Set(content.pages.map((pg) => pg.slug_url));
  content.cards.forEach((card, i) => {
    if (!slugs.has(card.slug_url))
      c.r.fail(`cards[${i}].slug_url`, `no resource in resources.yaml has slug_url ${show(card.slug_url)}`);
  });
  const checkInApp = (r: Reader, at: string, url: string) => {
    const app = /^\/appdetail\/(.+)$/.exec(url);
    if (app?.[1] && !slugs.has(app[1])) r.fail(at, `links to unknown resource ${show(url)}`);
    const page = /^\/linkdetail\/(.+)$/.exec(url);
    if (page?.[1] && !pageSlugs.has(page[1])) r.fail(at, `links to unknown page ${show(url)}`);
  };
  for (const [group, list] of Object.entries(content.banners)) {
    list.forEach((bn, i) =>
      parseLinkPairs(bn.redirect_links).forEach((l) => checkInApp(b.r, `${group}[${i}].redirect_links`, l.url)),
    );
  }
  parseLinkPairs(content.midBanner.redirect_link).forEach((l) => checkInApp(m.r, 'mid_banner.redirect_link', l.url));
  const tagIds = new Set(content.tags.map((tag) => tag.tid));
  resources.forEach((res, i) => {
    for (const tid of tagTids(res.related_resource_tags)) {
      if (!tagIds.has(tid))
        rs.r.fail(`resources[${i}] (${res.slug_url}).related_resource_tags`, `tag tid ${tid} is not in tags.yaml`);
    }
  });

  const media = new Set<string>([DEFAULT_AVATAR]);
  for (const { r } of [b, c, m, t, p, x, rs, n]) for (const item of r.media) media.add(item);
  content.mediaPaths = [...media].sort();

  if (options.checkMedia ?? true) {
    const missing: string[] = [];
    await Promise.all(
      content.mediaPaths.map(async (urlPath) => {
        try {
          await access(mediaFilePath(contentDir, urlPath));
        } catch {
          missing.push(urlPath);
        }
      }),
    );
    if (missing.length > 0) {
      throw new ContentError(
        `media: ${missing.length} referenced file(s) missing under ${path.join(contentDir, 'media')} (run npm run media): ${missing.sort().join(', ')}`,
      );
    }
  }
  return content;
}
