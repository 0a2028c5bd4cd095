import { Carousel } from '@mantine/carousel';
import { Text, Title } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import type { Banner } from '../../../api/operations/listGuestBanners';
import { parseRedirectLinks } from '../redirect-links';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { BannerLinks } from './BannerLinks';
import { BannerMedia } from './BannerMedia';
import classes from './BannerCarousel.module.css';

/** Spec §9: a banner stays 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

export interface BannerCarouselProps {
  banners: Banner[];
  /** Show the slide indicators, default true (spec: hidden for a member with a single banner). */
  withIndicators?: boolean;
}

/**
 * The home page's banners: autoplay every 3 s, looping, pausing while the pointer or keyboard focus
 * is on it, no arrows (spec §2 Home). No autoplay at all when the user prefers reduced motion.
 */
export function BannerCarousel({ banners, withIndicators = true }: BannerCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    () => (reducedMotion ? [] : [Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnMouseEnter: true, stopOnInteraction: false })]),
    [reducedMotion],
  );
  const appOrigin = typeof window === 'undefined' ? undefined : window.location.origin;

  return (
    <Carousel
      className={classes.carousel}
      classNames={{ indicator: classes.indicator }}
      aria-label="Highlights"
      data-autoplay={plugins.length > 0 || undefined}
      emblaOptions={{ loop: banners.length > 1, duration: reducedMotion ? 1 : 30 }}
      plugins={plugins}
      withControls={false}
      withIndicators={withIndicators && banners.length > 0}
      getIndicatorProps={(index) => ({ 'aria-label': `Show banner ${index + 1}: ${banners[index]?.title ?? ''}` })}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide
          key={banner.uuid}
          className={classes.slide}
          aria-label={`${index + 1} of ${banners.length}: ${banner.title}`}
        >
          <BannerMedia asset={banner.banner_asset} srcSet={banner.banner_srcset} priority={index === 0} alt={banner.title} />
          <div className={classes.caption}>
            <div className={classes.captionInner}>
              <Title order={2} fz={{ base: 26, sm: 40 }} lh={1.15} c="white">
                {banner.title}
              </Title>
              {banner.description && (
                <Text mt="sm" fz={{ base: 'sm', sm: 'lg' }} c="white" lineClamp={4}>
                  {banner.description}
                </Text>
              )}
              <BannerLinks links={parseRedirectLinks(banner.redirect_links, appOrigin)} />
            </div>
          </div>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
