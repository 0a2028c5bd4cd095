import type { FastifyInstance } from 'fastify';
import { CLIENT_ERRORS } from './client-errors';
import { createImageVariants, isVariantWidth, type PictureSource } from '../uploads/image-variants';

/** Where the variants are asked for: `/files/variants/<width>/<demo|media>/<path>.webp`. */
export const VARIANTS_PREFIX = '/files/variants/';

/** Variants change only when their picture does; a day's caching keeps a re-seed visible the next day at worst. */
const VARIANT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * WebP copies of pictures at the widths the SPA offers in `srcset` (docs/performance.md), one
 * route per source: `/files/variants/800/demo/banners/guest-welcome.jpg.webp` is
 * `/files/demo/banners/guest-welcome.jpg` 800 px wide, as WebP, and
 * `/files/variants/800/media/<key>.jpg.webp` the same for an editor's upload `/files/media/<key>.jpg`.
 */
export function registerMediaVariants(app: FastifyInstance, sources: PictureSource[], cacheDir: string): void {
  for (const source of sources) {
    const variants = createImageVariants(source, cacheDir);
    app.get<{ Params: { width: string; '*': string } }>(`${VARIANTS_PREFIX}:width/${source.name}/*`, async (request, reply) => {
      const width = Number(request.params.width);
      const file = request.params['*'];
      const picture =
        isVariantWidth(width) && file.endsWith('.webp') ? await variants.get(file.slice(0, -'.webp'.length), width) : null;
      if (!picture) return reply.code(404).send({ message: CLIENT_ERRORS.notFound });
      return reply
        .type('image/webp')
        .header('Cache-Control', VARIANT_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff')
        .send(picture);
    });
  }
}
