import { Image } from '@mantine/core';
import { useRuntimeConfig } from '../../../api/api-context';
import { LoopingVideo } from '../../../components/LoopingVideo';
import { releaseFirstView } from '../../../lib/first-view';
import { mediaSrcSet, mediaUrl } from '../../../lib/runtime-config';

export interface BannerMediaProps {
  /** Media path from the API: an image, or an mp4 video. */
  asset: string;
  /** Text alternative; banners repeat their title here. */
  alt: string;
  /** WebP variants of a picture (`banner_srcset`), null or absent for none. */
  srcSet?: string | null;
  /** The first banner: the page's largest paint, fetched first; once drawn, the server's first view goes. */
  priority?: boolean;
}

/**
 * How wide a banner picture is drawn: the banner covers the full width at 400 px high on a phone
 * and 460 px above, cropping a 16:5 picture, so at least 1280 or 1472 px. The server's preload of
 * the first banner uses the same words (server/content/early-views.ts; a test compares them).
 */
export const BANNER_IMAGE_SIZES = '(max-width: 48em) max(100vw, 1280px), max(100vw, 1472px)';

const isVideo = (path: string) => /\.mp4($|\?)/i.test(path);

/** A banner's picture, or its mp4 played muted and looped (spec §2 Home; still for reduced motion). */
export function BannerMedia({ asset, alt, srcSet, priority = false }: BannerMediaProps) {
  const config = useRuntimeConfig();
  const src = mediaUrl(config, asset);
  if (isVideo(asset)) {
    return (
      <LoopingVideo
        src={src}
        label={alt}
        preload="auto"
        onLoadedData={priority ? releaseFirstView : undefined}
        onError={priority ? releaseFirstView : undefined}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  }
  const variants = mediaSrcSet(config, srcSet);
  return (
    <Image
      src={src}
      srcSet={variants}
      sizes={variants ? BANNER_IMAGE_SIZES : undefined}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={priority ? releaseFirstView : undefined}
      onError={priority ? releaseFirstView : undefined}
      alt={alt}
      h="100%"
      w="100%"
      fit="cover"
    />
  );
}
