import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentError,
  loadDemoContent,
  mediaFilePath,
  parseLinkPairs,
  splitCommaList,
  tagTids,
  type DemoContent,
} from '../../server/content/load-content';

const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const LEGAL = ['terms-service', 'privacy-statement', 'cookie-policy', 'messages-organization'];

let content: DemoContent;

beforeAll(async () => {
  content = await loadDemoContent(CONTENT_DIR);
});

describe('demo content (content/*.yaml)', () => {
  it('has at least 3 guest banners, one of them an mp4, and 2 member banners', () => {
    expect(content.banners.guest.length).toBeGreaterThanOrEqual(3);
    expect(content.banners.guest.some((b) => b.banner_asset.endsWith('.mp4'))).toBe(true);
    expect(content.banners.member).toHaveLength(2);
    for (const b of [...content.banners.guest, ...content.banners.member]) {
      expect(parseLinkPairs(b.redirect_links).length).toBeLessThanOrEqual(2);
    }
  });

  it('has 4 quick-link cards pointing at existing resource slugs', () => {
    expect(content.cards).toHaveLength(4);
    const slugs = new Set(content.resources.map((r) => r.slug_url));
    for (const c of content.cards) expect(slugs.has(c.slug_url)).toBe(true);
  });

  it('has a mid banner with a desktop and a small asset', () => {
    expect(content.midBanner.banner_asset).not.toBe(content.midBanner.small_banner_asset);
    expect(parseLinkPairs(content.midBanner.redirect_link)).toHaveLength(1);
  });

  it('has 8 search tags; all but one tag some resources, one tags none (empty related page)', () => {
    expect(content.tags).toHaveLength(8);
    const used = new Set(content.resources.flatMap((r) => tagTids(r.related_resource_tags)));
    const unused = content.tags.filter((t) => !used.has(t.tid));
    expect(unused).toHaveLength(1);
  });

  it('has the 4 legal pages and 2 more footer pages', () => {
    const slugs = content.pages.map((p) => p.slug_url);
    for (const s of LEGAL) expect(slugs).toContain(s);
    const footerOnly = content.pages.filter((p) => p.location === 'Footer' && !LEGAL.includes(p.slug_url));
    expect(footerOnly.length).toBeGreaterThanOrEqual(2);
    for (const p of content.pages) {
      expect(p.body).toMatch(/<p>/);
      expect(p.body.toLowerCase()).not.toContain('lorem');
    }
  });

  it('has 5 professions, each with specialities', () => {
    expect(content.professions).toHaveLength(5);
    for (const p of content.professions) expect(p.specialities.length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 8 resources covering both user types, approvals and visitable web apps', () => {
    const rs = content.resources;
    expect(rs.length).toBeGreaterThanOrEqual(8);
    expect(rs.some((r) => r.user_type.includes('1') && !r.user_type.includes('2'))).toBe(true);
    expect(rs.some((r) => r.user_type.includes('2') && !r.user_type.includes('1'))).toBe(true);
    expect(rs.some((r) => r.user_type.includes('1') && r.user_type.includes('2'))).toBe(true);
    expect(rs.filter((r) => r.required_approval === 1).length).toBeGreaterThanOrEqual(2);
    expect(rs.some((r) => r.enable_visit === 'True' && r.url_type.includes(2))).toBe(true);
    expect(rs.some((r) => r.enable_visit === 'False')).toBe(true);
    const exts = new Set(rs.flatMap((r) => splitCommaList(r.media_assets).map((m) => path.extname(m))));
    expect([...exts].sort()).toEqual(['.jpg', '.mp4', '.png']);
  });

  it('gives some resources related resources and one none', () => {
    const related = (nid: number) => {
      const self = content.resources.find((r) => r.nid === nid)!;
      const tags = new Set(tagTids(self.related_resource_tags));
      return content.resources.filter((r) => r.nid !== nid && tagTids(r.related_resource_tags).some((t) => tags.has(t)));
    };
    const counts = content.resources.map((r) => related(r.nid).length);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(content.resources.length - 1);
    expect(counts).toContain(0);
  });

  it('has a resource-manager list for Need help', () => {
    expect(content.needHelp.length).toBeGreaterThan(0);
  });

  it('references only media files that exist on disk, including the default avatar', async () => {
    expect(content.mediaPaths).toContain(content.defaultAvatar);
    expect(content.mediaPaths.length).toBeGreaterThan(20);
    for (const p of content.mediaPaths) {
      const s = await stat(mediaFilePath(CONTENT_DIR, p));
      expect(s.size, p).toBeGreaterThan(0);
    }
    const videos = content.mediaPaths.filter((p) => p.endsWith('.mp4'));
    expect(videos.length).toBeGreaterThanOrEqual(4);
  });
});

describe('loadDemoContent errors', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function withEdit(file: string, edit: (text: string) => string): Promise<string> {
    const target = path.join(dir, String(Math.random()).slice(2));
    await cp(CONTENT_DIR, target, { recursive: true, filter: (src) => !src.includes(`${path.sep}media${path.sep}`) });
    await writeFile(path.join(target, file), edit(await readFile(path.join(target, file), 'utf8')));
    return target;
  }

  it('names the file and field of a missing field', async () => {
    const target = await withEdit('resources.yaml', (t) => t.replace("    enable_visit: 'True'\n", ''));
    await expect(loadDemoContent(target, { checkMedia: false })).rejects.toThrow(
      /^resources\.yaml: resources\[0\] \(lens-planner\)\.enable_visit: missing$/,
    );
  });

  it('rejects an invalid value', async () => {
    const target = await withEdit('resources.yaml', (t) => t.replace('url_type: [1, 2]', 'url_type: [1, 3]'));
    await expect(loadDemoContent(target, { checkMedia: false })).rejects.toThrow(
      /resources\.yaml: .*url_type\[1\]: expected one of 1, 2, got 3/,
    );
  });

  it('rejects a slug with a leading slash and a card pointing nowhere', async () => {
    const a = await withEdit('pages.yaml', (t) => t.replace('slug_url: cookie-policy', 'slug_url: /cookie-policy'));
    await expect(loadDemoContent(a, { checkMedia: false })).rejects.toThrow(
      /pages\.yaml: pages\[2\]\.slug_url: store the slug without a leading slash/,
    );
    const b = await withEdit('cards.yaml', (t) => t.replace('slug_url: video-library', 'slug_url: no-such-thing'));
    await expect(loadDemoContent(b, { checkMedia: false })).rejects.toThrow(/cards\.yaml: cards\[3\]\.slug_url: no resource/);
  });

  it('reports missing media files', async () => {
    const target = await withEdit('tags.yaml', (t) => t);
    await expect(loadDemoContent(target)).rejects.toThrow(ContentError);
    await expect(loadDemoContent(target)).rejects.toThrow(/media: \d+ referenced file\(s\) missing/);
  });

  it('rejects related_resource_tags that are not known tag tids', async () => {
    const a = await withEdit('resources.yaml', (t) =>
      t.replace("related_resource_tags: '205,204'", "related_resource_tags: 'Video'"),
    );
    await expect(loadDemoContent(a, { checkMedia: false })).rejects.toThrow(
      /resources\.yaml: resources\[2\] \(video-library\)\.related_resource_tags: expected comma-separated tag tids/,
    );
    const b = await withEdit('resources.yaml', (t) =>
      t.replace("related_resource_tags: '205,204'", "related_resource_tags: '205,999'"),
    );
    await expect(loadDemoContent(b, { checkMedia: false })).rejects.toThrow(/tag tid 999 is not in tags\.yaml/);
  });

  it('reports broken YAML with the file name', async () => {
    const target = await withEdit('tags.yaml', (t) => `${t}\n  - : [\n`);
    await expect(loadDemoContent(target, { checkMedia: false })).rejects.toThrow(/^tags\.yaml: invalid YAML/);
  });
});
