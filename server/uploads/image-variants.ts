import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type sharpType from 'sharp';
import { loadOnFirstUse } from '../load-on-first-use';
import { isMediaKey, type FileStorage } from './file-storage';

const sharp = loadOnFirstUse<typeof sharpType>('sharp');

/** The widths a picture is offered in (never wider than the picture itself). */
export const VARIANT_WIDTHS = [800, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Pictures that get WebP variants: what banners and cards are made of. */
const RASTER = /\.(jpe?g|png|webp)$/i;

export const isVariantWidth = (width: number): width is VariantWidth => (VARIANT_WIDTHS as readonly number[]).includes(width);
export const hasVariants = (file: string) => RASTER.test(file);

/** Where the pictures that get variants come from. */
export interface PictureSource {
  /** A name for the cache folder of this source (`demo`, `media`). */
  name: string;
  /** The picture at `relativePath`, and when it last changed (ms); null when there is no such picture. */
  read: (relativePath: string) => Promise<{ bytes: Buffer; modifiedMs: number } | null>;
}

export interface ImageVariants {
  /**
   * The WebP copy of `relativePath` (inside the source) at `width`, made once and kept on disk;
   * null when there is no such picture. Concurrent asks for one variant share one encoding.
   */
  get: (relativePath: string, width: VariantWidth) => Promise<Buffer | null>;
}

/** The demo content's pictures, files in `sourceDir`; a path that leaves it names no picture. */
export function demoPictures(sourceDir: string): PictureSource {
  const root = path.resolve(sourceDir);
  return {
    name: 'demo',
    read: async (relativePath) => {
      const source = path.resolve(root, relativePath);
      if (!source.startsWith(`${root}${path.sep}`)) return null;
      const sourceStat = await stat(source).catch(() => null);
      if (!sourceStat?.isFile()) return null;
      return { bytes: await readFile(source), modifiedMs: sourceStat.mtimeMs };
    },
  };
}

/** The editors' uploaded pictures: a key never changes its bytes, so its variants never go stale. */
export function editorPictures(storage: FileStorage): PictureSource {
  return {
    name: 'media',
    read: async (key) => {
      if (!isMediaKey(key)) return null;
      const stored = await storage.get('media', key);
      return stored && stored.type !== 'video/mp4' ? { bytes: stored.bytes, modifiedMs: 0 } : null;
    },
  };
}

/**
 * WebP variants of the pictures of `source`, encoded on first ask and kept under
 * `cacheDir/<width>/<source name>/`. A path that names no raster picture is refused.
 */
export function createImageVariants(source: PictureSource, cacheDir: string): ImageVariants {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function make(relativePath: string, target: string, width: VariantWidth): Promise<Buffer | null> {
    const cached = await stat(target).catch(() => null);
    const picture = await source.read(relativePath);
    if (!picture) return null;
    // A picture replaced under the same name (a new seed) makes its variants again.
    if (cached && cached.mtimeMs >= picture.modifiedMs) return readFile(target);
    const webp = await sharp()(picture.bytes)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 74, effort: 5 })
      .toBuffer();
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.tmp`;
    await writeFile(partial, webp);
    await rename(partial, target);
    return webp;
  }

  return {
    get: (relativePath, width) => {
      const normalised = path.posix.normalize(relativePath);
      if (normalised.startsWith('..') || path.posix.isAbsolute(normalised) || !hasVariants(normalised))
        return Promise.resolve(null);
      const target = path.join(cacheDir, String(width), source.name, `${normalised}.webp`);
      const running = inFlight.get(target);
      if (running) return running;
      const made = make(normalised, target, width).finally(() => inFlight.delete(target));
      inFlight.set(target, made);
      return made;
    },
  };
}

/** Media paths of pictures with variants: the demo content's (`/files/demo/<path>`) and the editors' (`/files/media/<key>`). */
const PICTURE_WITH_VARIANTS = /^\/files\/(demo|media)\/(.+\.(?:jpe?g|png|webp))$/i;

/**
 * The `srcset` of a media path's WebP variants (served by plugins/media-variants.ts), or null for
 * a video or a picture without variants.
 */
export function variantSrcSet(mediaPath: string): string | null {
  const match = PICTURE_WITH_VARIANTS.exec(mediaPath);
  if (!match) return null;
  const [, folder, picture] = match;
  return VARIANT_WIDTHS.map((width) => `/files/variants/${width}/${folder}/${picture}.webp ${width}w`).join(', ');
}
