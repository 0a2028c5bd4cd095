import { Image } from '@mantine/core';
import { useCallback } from 'react';
import { useRuntimeConfig } from '../../../api/api-context';
import { mediaUrl } from '../../../lib/runtime-config';

export interface BannerMediaProps {
  /** Media path from the API: an image, or an mp4 video. */
  asset: string;
  /** Text alternative; banners repeat their title here. */
  alt: string;
}

const isVideo = (path: string) => /\.mp4($|\?)/i.test(path);

/** A banner's picture, or its mp4 played muted and looped (spec §2 Home). */
export function BannerMedia({ asset, alt }: BannerMediaProps) {
  const config = useRuntimeConfig();
  const src = mediaUrl(config, asset);
  // React sets `muted` as a property only; some browsers check the attribute before autoplaying.
  const forceMuted = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
  }, []);

  if (isVideo(asset)) {
    return (
      <video
        ref={forceMuted}
        src={src}
        muted
        loop
        autoPlay
        playsInline
        preload="auto"
        aria-label={alt}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return <Image src={src} alt={alt} h="100%" w="100%" fit="cover" />;
}
