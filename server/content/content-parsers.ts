// One parser per content file: YAML document -> typed content, checked field by field.
import {
  GALLERY_EXT,
  IMAGE_EXT,
  TID_LIST,
  UUID,
  splitCommaList,
  type Banner,
  type DemoContent,
  type LandingPage,
  type MidBanner,
  type Profession,
  type QuickLinkCard,
  type Resource,
  type ResourceManager,
  type SearchTag,
} from './content-types';
import { show, type Obj, type Reader } from './content-readers';

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

export function readBanners(r: Reader, doc: Obj): DemoContent['banners'] {
  const guest = r.list(doc.guest, 'guest', 1).map((b, i) => readBanner(r, b, `guest[${i}]`));
  const member = r.list(doc.member, 'member', 1).map((b, i) => readBanner(r, b, `member[${i}]`));
  r.unique([...guest, ...member], (b) => b.uuid, 'guest/member', 'uuid');
  return { guest, member };
}

export function readCards(r: Reader, doc: Obj): QuickLinkCard[] {
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

export function readMidBanner(r: Reader, doc: Obj): MidBanner {
  const at = 'mid_banner';
  const o = r.obj(doc.mid_banner, at);
  return {
    banner_asset: r.asset(o, 'banner_asset', at, IMAGE_EXT),
    small_banner_asset: r.asset(o, 'small_banner_asset', at, IMAGE_EXT),
    body: r.str(o, 'body', at),
    redirect_link: r.links(o, 'redirect_link', at, { min: 1, max: 1 }),
  };
}

export function readTags(r: Reader, doc: Obj): SearchTag[] {
  const tags = r.list(doc.tags, 'tags', 1).map((v, i) => {
    const at = `tags[${i}]`;
    const o = r.obj(v, at);
    return { tid: r.int(o, 'tid', at), name: r.str(o, 'name', at) };
  });
  r.unique(tags, (t) => t.tid, 'tags', 'tid');
  r.unique(tags, (t) => t.name, 'tags', 'name');
  return tags;
}

export function readPages(r: Reader, doc: Obj): LandingPage[] {
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

export function readTaxonomy(r: Reader, doc: Obj): Profession[] {
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

export function readResources(r: Reader, doc: Obj): Resource[] {
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

export function readNeedHelp(r: Reader, doc: Obj): ResourceManager[] {
  const items = r.list(doc.resource_managers, 'resource_managers', 1).map((v, i) => {
    const at = `resource_managers[${i}]`;
    const o = r.obj(v, at);
    return { tid: r.int(o, 'tid', at), name: r.str(o, 'name', at) };
  });
  r.unique(items, (x) => x.tid, 'resource_managers', 'tid');
  return items;
}
