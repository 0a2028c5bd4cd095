// Loads and checks the demo content in content/*.yaml (format: content/README.md).
// Pure Node + yaml: no database. The seeder turns the result into rows; tests use it directly.
//
// Every problem is reported as a ContentError whose message names the file and the field path,
// e.g. "resources.yaml: resources[2].url_type[0]: expected 1 or 2, got 3".
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  readBanners,
  readCards,
  readMidBanner,
  readNeedHelp,
  readPages,
  readResources,
  readTags,
  readTaxonomy,
} from './content-parsers';
import { Reader, show, type Obj } from './content-readers';
import {
  CONTENT_FILES,
  ContentError,
  DEFAULT_AVATAR,
  mediaFilePath,
  parseLinkPairs,
  tagTids,
  type DemoContent,
  type LoadOptions,
} from './content-types';

export * from './content-types';

async function readYaml(contentDir: string, file: string): Promise<{ r: Reader; doc: Obj }> {
  const r = new Reader(file);
  let text: string;
  try {
    text = await readFile(path.join(contentDir, file), 'utf8');
  } catch (e) {
    throw new ContentError(`${file}: cannot read ${path.join(contentDir, file)}: ${(e as Error).message}`);
  }
  // Loaded on first use: a server whose database is seeded already never reads content files.
  const { parse } = await import('yaml');
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
