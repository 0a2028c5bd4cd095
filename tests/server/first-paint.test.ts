import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANNER_IMAGE_SIZES as SERVER_BANNER_SIZES,
  GALLERY_PREVIEW_SIZES as SERVER_GALLERY_SIZES,
} from '../../server/content/early-views';
import { readFileSync } from 'node:fs';
import { FIRST_VIEW_ID, INTER_FALLBACK_FACES, resourceFirstView } from '../../server/content/first-view';
import { resources as resourcesTable } from '../../server/db/schema';
import { APP_MODULE, PAGE_MODULES, type Manifest } from '../../server/plugins/build-manifest';
import { INTER_STACK } from '../../src/app/theme';
import { BANNER_IMAGE_SIZES as SPA_BANNER_SIZES } from '../../src/features/home/components/BannerMedia';
import { FIRST_VIEW_ID as SPA_FIRST_VIEW_ID } from '../../src/lib/first-view';
import { GALLERY_PREVIEW_SIZES as SPA_GALLERY_SIZES } from '../../src/features/resources/components/MediaGallery';
import { distFixture, type DistFixture } from './support/dist-fixture';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** A build manifest in miniature: the entry, the app it loads, a shared chunk, and each early page's route modules. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_before-app'] },
  '_before-app': { file: 'assets/before-app-1.js' },
  [APP_MODULE]: { file: 'assets/boot-1.js', imports: ['_before-app', '_framework'], css: ['assets/boot-1.css'] },
  _framework: { file: 'assets/framework-1.js' },
  _carousel: { file: 'assets/carousel-1.js', imports: ['_framework'] },
  [PAGE_MODULES.home[0]]: {
    file: 'assets/HomeRoute-1.js',
    imports: ['_framework', '_carousel'],
    css: ['assets/HomeRoute-1.css'],
  },
  ...Object.fromEntries(
    [...PAGE_MODULES['resource detail'], ...PAGE_MODULES.login].map((key, index) => [key, { file: `assets/page-${index}.js` }]),
  ),
};

interface Resource {
  slug_url: string;
  title: string;
  summary: string;
  media_assets: string;
  media_srcsets: (string | null)[];
}

interface Banner {
  banner_asset: string;
  banner_srcset: string | null;
}

/** The `<link rel="preload">` tags of a page for data and pictures, as attribute maps. */
function preloadsOf(html: string): Record<string, string>[] {
  const links = [...html.matchAll(/<link rel="preload"([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]),
    ),
  );
  return links.filter((link) => link.as !== 'style');
}

/** The first view's element (after #root), or null. */
const firstViewOf = (html: string) => /<\/div><div id="first-view"[^>]*>.*<\/div>\s*<\/body>/s.exec(html)?.[0] ?? null;

/** The attributes of the first `<img>` in some HTML. */
function imageOf(html: string): Record<string, string> {
  const tag = /<img ([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]),
  );
}

describe.each(engines)('what the first paint needs, sent early, on %s', (engine) => {
  let t: TestApp;
  let dist: DistFixture;
  beforeAll(async () => {
    dist = await distFixture({ '.vite/manifest.json': JSON.stringify(MANIFEST) });
    t = await createTestApp({ engine, env: { DIST_DIR: dist.dir, PRODUCT_NAME: 'Lumira </script><script>alert(1)</script>' } });
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  it('writes the runtime configuration into every page, so the SPA starts without asking for /config.json', async () => {
    for (const url of ['/', '/login', '/appdetail/anything']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page.body);
      expect(inline, url).not.toBeNull();
      const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(JSON.parse(inline![1]!)).toEqual(config);
      // A value cannot close the data block and start a script of its own.
      expect(page.body).not.toContain('<script>alert(1)');
    }
  });

  it("paints the header bar before any script runs; preloads the app's and the route's code only for a page without a first view", async () => {
    const modulesOf = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
    const stylesOf = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
    const appCode = ['/assets/boot-1.js', '/assets/framework-1.js'];
    for (const url of ['/', '/login', '/appdetail/lens-planner']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html, url).toMatch(
        /<div id="root"><div class="app-shell" aria-hidden="true"><svg[^>]*>.*<\/svg><span>the Source<\/span><\/div><\/div>/,
      );
    }
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    // The entry's own imports are in the built index.html already; the app and the route are not.
    expect(modulesOf(login)).toEqual([...appCode, '/assets/page-3.js', '/assets/page-4.js']);
    expect(stylesOf(login)).toEqual(['/assets/boot-1.css']);
    expect(firstViewOf(login)).toBeNull();
    // The home and a resource page are on screen from the HTML: no code competes with the picture.
    for (const url of ['/', '/appdetail/lens-planner']) {
      const page = (await t.app.inject({ method: 'GET', url })).body;
      expect(firstViewOf(page), url).not.toBeNull();
      expect(modulesOf(page), url).toEqual([]);
      expect(stylesOf(page), url).toEqual([]);
    }
    // Any other page gets the app's code beside the entry, and no header bar of the server's.
    const settings = (await t.app.inject({ method: 'GET', url: '/userSettings' })).body;
    expect(modulesOf(settings)).toEqual(appCode);
    expect(stylesOf(settings)).toEqual(['/assets/boot-1.css']);
    expect(settings).toContain('<div id="root"></div>');
  });

  it('preloads the guest banner list and the first banner picture on the home page only', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' })).json() as Banner[];
    const home = preloadsOf((await t.app.inject({ method: 'GET', url: '/' })).body);
    // The picture first: it is asked for before the scripts.
    expect(home).toEqual([
      {
        as: 'image',
        href: first!.banner_asset,
        imagesrcset: first!.banner_srcset!,
        imagesizes: SERVER_BANNER_SIZES,
        fetchpriority: 'high',
      },
      { as: 'fetch', href: '/viewapi/banner-list', crossorigin: 'anonymous' },
    ]);
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: '/login' })).body)).toEqual([]);
  });

  it("preloads a resource page's detail call and its first gallery picture; nothing for a resource that does not exist", async () => {
    const detailUrl = '/jsonapi/resource/detail?alias=%2Flens-planner';
    const [resource] = (await t.app.inject({ method: 'GET', url: detailUrl })).json() as Resource[];
    const first = resource!.media_assets.split(',')[0]!;
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: '/appdetail/lens-planner' })).body)).toEqual([
      {
        as: 'image',
        href: first,
        imagesrcset: resource!.media_srcsets[0]!,
        imagesizes: SERVER_GALLERY_SIZES,
        fetchpriority: 'high',
      },
      { as: 'fetch', href: detailUrl, crossorigin: 'anonymous' },
    ]);
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: '/appdetail/no-such-resource' })).body)).toEqual([]);
    // A malformed escape is the client's error, not the server's.
    expect((await t.app.inject({ method: 'GET', url: '/appdetail/%E0%A4%A' })).statusCode).toBe(400);
  });

  it("paints the home's first banner from the HTML, as the SPA draws it, hidden from assistive technology", async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' })).json() as Banner[];
    const view = firstViewOf((await t.app.inject({ method: 'GET', url: '/' })).body)!;
    expect(view).toMatch(/^<\/div><div id="first-view" class="fv-home" aria-hidden="true">/);
    expect(imageOf(view)).toEqual({
      src: first!.banner_asset,
      srcset: first!.banner_srcset!,
      sizes: SPA_BANNER_SIZES,
      fetchpriority: 'high',
      alt: '',
    });
    expect(view).not.toMatch(/<(a|button|input)\b/);
  });

  it("paints a resource page's top from the HTML: title, summary and its first picture; none without such a picture", async () => {
    const resources = (await t.app.inject({ method: 'GET', url: '/jsonapi/resource' })).json() as Resource[];
    const withPicture = resources.find((resource) => resource.media_srcsets[0])!;
    let view: string | null = null;
    await expect
      .poll(async () => {
        const url = `/appdetail/${withPicture.slug_url.replace(/^\//, '')}`;
        view = firstViewOf((await t.app.inject({ method: 'GET', url })).body);
        return view !== null;
      })
      .toBe(true);
    expect(view!).toContain(`<p class="fv-title">${withPicture.title}</p>`);
    expect(view!).toContain(`<p class="fv-summary">${withPicture.summary}</p>`);
    expect(imageOf(view!)).toMatchObject({
      src: withPicture.media_assets.split(',')[0],
      srcset: withPicture.media_srcsets[0],
      sizes: SPA_GALLERY_SIZES,
    });
    // A gallery that opens with a video: the page has no picture to paint first.
    const other = resources.find((resource) => resource !== withPicture)!;
    const slug = other.slug_url.replace(/^\//, '');
    await t.deps.db
      .update(resourcesTable)
      .set({ mediaAssets: '/files/demo/gallery/toric-axis.mp4' })
      .where(eq(resourcesTable.slugUrl, slug));
    t.deps.contentCache.invalidate();
    // Hints are best effort (at most 200 ms of the database): ask until they come.
    let html = '';
    await expect
      .poll(async () => {
        html = (await t.app.inject({ method: 'GET', url: `/appdetail/${slug}` })).body;
        return preloadsOf(html).map((preload) => preload.as);
      })
      .toEqual(['fetch']);
    expect(firstViewOf(html)).toBeNull();
    expect(firstViewOf((await t.app.inject({ method: 'GET', url: '/appdetail/no-such-resource' })).body)).toBeNull();
  });

  it("escapes a resource's words in its first view", () => {
    const view = resourceFirstView({
      title: '<script>alert(1)</script> & "quotes"',
      summary: "<img src=x onerror='alert(1)'>",
      picture: { src: '/files/a".png', srcSet: '/files/a.webp 800w', sizes: '100vw' },
    });
    expect(view).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(view).toContain('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
    expect(view).toContain('src="/files/a&quot;.png"');
    expect(view).not.toContain('<script>');
  });

  it('lists one srcset per gallery path, in order: variants for pictures, null for videos', async () => {
    const resources = (await t.app.inject({ method: 'GET', url: '/jsonapi/resource' })).json() as Resource[];
    const paths = resources.flatMap((resource) =>
      resource.media_assets.split(',').map((p, i) => [p, resource.media_srcsets[i]] as const),
    );
    expect(paths.some(([p]) => p.endsWith('.mp4'))).toBe(true);
    for (const [mediaPath, srcSet] of paths) {
      if (mediaPath.endsWith('.mp4')) expect(srcSet, mediaPath).toBeNull();
      else expect(srcSet, mediaPath).toContain(`/files/variants/800/${mediaPath.replace('/files/', '')}.webp 800w`);
    }
  });

  it('gives each preload the sizes the SPA gives the picture, so the browser reuses what it fetched', () => {
    expect(SERVER_BANNER_SIZES).toBe(SPA_BANNER_SIZES);
    expect(SERVER_GALLERY_SIZES).toBe(SPA_GALLERY_SIZES);
    // And the SPA removes the first view by the id the server gives it.
    expect(SPA_FIRST_VIEW_ID).toBe(FIRST_VIEW_ID);
  });

  it("draws the first view's text in the SPA's own fallback for Inter, so neither moves when Inter arrives", () => {
    const spaCss = readFileSync(new URL('../../src/app/inter-fallback.css', import.meta.url), 'utf8');
    const faces = (css: string) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) =>
        body!
          .split(';')
          .map((declaration) => declaration.trim().replace(/\s*([:,])\s*/g, '$1'))
          .filter(Boolean),
      );
    expect(faces(spaCss)).toHaveLength(4);
    expect(faces(INTER_FALLBACK_FACES.join(''))).toEqual(faces(spaCss));
    expect(INTER_STACK).toMatch(/^'Inter Variable', 'Inter Fallback Arial', 'Inter Fallback DejaVu',/);
  });

  it('answers HEAD for a client route like GET', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('lists WebP variants for pictures and none for a video', async () => {
    const banners = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' })).json() as Banner[];
    for (const banner of banners) {
      if (banner.banner_asset.endsWith('.mp4')) expect(banner.banner_srcset).toBeNull();
      else
        expect(banner.banner_srcset).toMatch(
          /^\/files\/variants\/800\/demo\/\S+\.webp 800w, \/files\/variants\/1600\/demo\/\S+\.webp 1600w$/,
        );
    }
    expect(banners.some((banner) => banner.banner_srcset === null)).toBe(true);
  });

  it('serves each variant as WebP at its width, the same bytes the second time', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' })).json() as Banner[];
    const url = first!.banner_srcset!.split(', ')[0]!.split(' ')[0]!;
    const variant = await t.app.inject({ method: 'GET', url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=86400');
    const { format, width } = await sharp(variant.rawPayload).metadata();
    expect({ format, width }).toEqual({ format: 'webp', width: 800 });
    const original = await t.app.inject({ method: 'GET', url: first!.banner_asset });
    expect(variant.rawPayload.length).toBeLessThan(original.rawPayload.length);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);
  });

  it('refuses widths not offered, paths outside the media and files that are not pictures', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' })).json() as Banner[];
    const picture = first!.banner_asset.replace('/files/demo/', '');
    for (const url of [
      `/files/variants/801/demo/${picture}.webp`,
      `/files/variants/800/demo/${picture}`,
      // A picture that exists, outside the media folder.
      `/files/variants/800/demo/..%2F..%2F${encodeURIComponent('visual-baselines/accounts.visual.spec.ts/activation-failure-visual-desktop.png')}.webp`,
      '/files/variants/800/demo/banners/guest-clarity.mp4.webp',
      '/files/variants/800/demo/banners/no-such-picture.jpg.webp',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json(), url).toEqual({ message: 'Not found.' });
    }
  });
});
