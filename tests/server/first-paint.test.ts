import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANNER_IMAGE_SIZES as SERVER_BANNER_SIZES,
  GALLERY_PREVIEW_SIZES as SERVER_GALLERY_SIZES,
} from '../../server/content/page-preloads';
import { PAGE_MODULES, type Manifest } from '../../server/plugins/build-manifest';
import { BANNER_IMAGE_SIZES as SPA_BANNER_SIZES } from '../../src/features/home/components/BannerMedia';
import { GALLERY_PREVIEW_SIZES as SPA_GALLERY_SIZES } from '../../src/features/resources/components/MediaGallery';
import { distFixture, type DistFixture } from './support/dist-fixture';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** A build manifest in miniature: the entry, a shared chunk, and each early page's route modules. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework'], css: ['assets/index-1.css'] },
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

  it('preloads the home route code beyond the entry, and paints the header bar before any script runs', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
    expect(modules).toEqual(['/assets/HomeRoute-1.js', '/assets/carousel-1.js'].sort());
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomeRoute-1.css">');
    expect(html).toMatch(
      /<div id="root"><div class="app-shell" aria-hidden="true"><svg[^>]*>.*<\/svg><span>the Source<\/span><\/div><\/div>/,
    );
    const settings = (await t.app.inject({ method: 'GET', url: '/userSettings' })).body;
    expect(settings).not.toContain('modulepreload');
    expect(settings).toContain('<div id="root"></div>');
  });

  it('preloads the guest banner list and the first banner picture on the home page only', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' })).json() as Banner[];
    const home = preloadsOf((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(home).toEqual([
      { as: 'fetch', href: '/viewapi/banner-list', crossorigin: 'anonymous' },
      {
        as: 'image',
        href: first!.banner_asset,
        imagesrcset: first!.banner_srcset!,
        imagesizes: SERVER_BANNER_SIZES,
        fetchpriority: 'high',
      },
    ]);
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: '/login' })).body)).toEqual([]);
  });

  it("preloads a resource page's detail call and its first gallery picture; nothing for a resource that does not exist", async () => {
    const detailUrl = '/jsonapi/resource/detail?alias=%2Flens-planner';
    const [resource] = (await t.app.inject({ method: 'GET', url: detailUrl })).json() as Resource[];
    const first = resource!.media_assets.split(',')[0]!;
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: '/appdetail/lens-planner' })).body)).toEqual([
      { as: 'fetch', href: detailUrl, crossorigin: 'anonymous' },
      {
        as: 'image',
        href: first,
        imagesrcset: resource!.media_srcsets[0]!,
        imagesizes: SERVER_GALLERY_SIZES,
        fetchpriority: 'high',
      },
    ]);
    expect(preloadsOf((await t.app.inject({ method: 'GET', url: '/appdetail/no-such-resource' })).body)).toEqual([]);
    // A malformed escape is the client's error, not the server's.
    expect((await t.app.inject({ method: 'GET', url: '/appdetail/%E0%A4%A' })).statusCode).toBe(400);
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
