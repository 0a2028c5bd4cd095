import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './support/test-app';

describe.each(engines)('public content calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the runtime config the SPA starts from', async () => {
    const res = await get('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ apiBaseUrl: '', hcaptchaSiteKey: null, productName: 'Lumira' });
  });

  it('lists guest banners with every Banner field, one of them an mp4', async () => {
    const res = await get('/viewapi/banner-list');
    expect(res.statusCode).toBe(200);
    const banners = res.json() as { uuid: string; banner_asset: string; title: string; redirect_links: string }[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.some((b) => b.banner_asset.endsWith('.mp4'))).toBe(true);
    for (const banner of banners)
      expect(Object.keys(banner).sort()).toEqual([
        'banner_asset',
        'banner_srcset',
        'description',
        'redirect_links',
        'title',
        'uuid',
      ]);
  });

  it('keeps member banners behind a bearer token', async () => {
    const res = await get('/viewapi/protected/banner-list');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('serves the quick-link cards with slugs that resolve to resources', async () => {
    const cards = (await get('/jsonapi/resource/cards')).json() as { slug_url: string }[];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards.slice(0, 2)) {
      const detail = await get(`/jsonapi/resource/detail?alias=${encodeURIComponent(card.slug_url)}`);
      expect(detail.statusCode).toBe(200);
    }
  });

  it('serves the mid banner and eight search tags', async () => {
    const mid = (await get('/uiapi/mid-banner')).json() as { body: string }[];
    expect(mid[0]?.body).toContain('<');
    const tags = (await get('/uiapi/tags')).json() as { tid: string; name: string }[];
    expect(tags.length).toBeGreaterThanOrEqual(8);
    expect(tags[0]).toEqual({ tid: expect.stringMatching(/^\d+$/), name: expect.any(String) });
  });

  it('requires _format=json on the landing page list and lists footer pages', async () => {
    expect((await get('/jsonapi/basiclandingpages')).statusCode).toBe(400);
    const pages = (await get('/jsonapi/basiclandingpages?_format=json')).json() as { slug_url: string; location: string }[];
    const slugs = pages.map((p) => p.slug_url);
    for (const legal of ['/terms-service', '/privacy-statement', '/cookie-policy', '/messages-organization'])
      expect(slugs).toContain(legal);
    expect(pages.filter((p) => p.location === 'Footer').length).toBeGreaterThanOrEqual(2);
  });

  it('answers a landing page by alias, and an empty list for an unknown alias', async () => {
    const page = (await get('/jsonapi/basiclandingpages/detail?alias=/terms-service')).json() as {
      title: string;
      body: string;
    }[];
    expect(page).toHaveLength(1);
    expect(page[0]!.body).toMatch(/<p>/);
    expect((await get('/jsonapi/basiclandingpages/detail?alias=/no-such-page')).json()).toEqual([]);
  });

  it('rejects a malformed alias with a clear message', async () => {
    const res = await get('/jsonapi/basiclandingpages/detail?alias=no-slash');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Alias must be a path like /some-page' });
  });

  it('lists professions, the specialities of one, and the full ISO country list', async () => {
    const professions = (await get('/jsonapi/attribute/profession')).json() as { tid: string; name: string }[];
    expect(professions.length).toBeGreaterThanOrEqual(5);
    const specialities = (await get(`/jsonapi/attribute/speciality/${professions[0]!.tid}`)).json() as unknown[];
    expect(specialities.length).toBeGreaterThan(0);
    expect((await get('/jsonapi/attribute/speciality/999999')).json()).toEqual([]);
    expect((await get('/jsonapi/attribute/speciality/abc')).statusCode).toBe(400);
    const countries = (await get('/admin/city-state-city/api/get-country')).json() as {
      data: { id: string; country_name: string; aliases: string[] }[];
    };
    expect(countries.data.length).toBe(249);
    expect(countries.data).toContainEqual({ id: 'DE', country_name: 'Germany', aliases: [] });
  });

  it('gives each country the other names members search it by (issue 44)', async () => {
    const { data } = (await get('/admin/city-state-city/api/get-country')).json() as {
      data: { id: string; country_name: string; aliases: string[] }[];
    };
    const aliasesOf = (id: string) => data.find((country) => country.id === id)?.aliases;
    expect(aliasesOf('CN')).toContain('China');
    expect(aliasesOf('IR')).toContain('Iran');
    expect(aliasesOf('US')).toContain('USA');
    expect(aliasesOf('CZ')).toContain('Czechia');
    expect(aliasesOf('GM')).toContain('Gambia');
    expect(aliasesOf('CG')).toContain('Congo');
    expect(aliasesOf('CD')).toContain('Congo');
    expect(aliasesOf('MK')).toContain('North Macedonia');
    expect(aliasesOf('TR')).toContain('Turkey');
    // The usual short forms the package lacks; never the stored name itself.
    expect(aliasesOf('LA')).toContain('Laos');
    expect(aliasesOf('GB')).toContain('England');
    for (const country of data) expect(country.aliases).not.toContain(country.country_name);
  });

  it('serves public resources, detail by alias, and 404 for an unknown alias', async () => {
    const list = (await get('/jsonapi/resource')).json() as { slug_url: string; user_type: string[] }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    const detail = (await get(`/jsonapi/resource/detail?alias=${list[0]!.slug_url}`)).json() as { slug_url: string }[];
    expect(detail[0]!.slug_url).toBe(list[0]!.slug_url);
    const missing = await get('/jsonapi/resource/detail?alias=/no-such-resource');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No resource found at /no-such-resource.' });
  });

  it('lists related resources by tags and by tag id, empty for an unused tag', async () => {
    const list = (await get('/jsonapi/resource')).json() as { nid: string; related_resource_tags: string }[];
    const tagged = list.find((r) => r.related_resource_tags !== '')!;
    const related = (await get(`/jsonapi/resource/related/tags/${tagged.related_resource_tags}`)).json() as { nid: string }[];
    expect(related.map((r) => r.nid)).toContain(tagged.nid);
    const firstTid = tagged.related_resource_tags.split(',')[0]!;
    expect(((await get(`/jsonapi/resource/related/${firstTid}`)).json() as unknown[]).length).toBeGreaterThan(0);
    expect((await get('/jsonapi/resource/related/999999')).json()).toEqual([]);
    expect((await get('/jsonapi/resource/related/tags/1;drop')).statusCode).toBe(400);
  });

  it('serves demo media files and falls back to a JSON 404 for unknown API paths', async () => {
    const banners = (await get('/viewapi/banner-list')).json() as { banner_asset: string }[];
    const media = await get(banners[0]!.banner_asset);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toMatch(/^(image|video)\//);
    const unknown = await get('/jsonapi/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found.' });
  });
});
