import { ActionIcon, Box, Image, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { galleryScrollMachine } from '../../../../machines/gallery-scroll.machine';
import { toGalleryScrollView } from '../../../../machines/gallery-scroll.view';
import { useRuntimeConfig } from '../../../api/api-context';
import { ChevronDownIcon, ChevronUpIcon, PlayIcon } from '../../../components/icons';
import { releaseFirstView } from '../../../lib/first-view';
import { mediaSrcSet, mediaUrl } from '../../../lib/runtime-config';
import { useMachineView } from '../../../lib/use-machine-view';
import type { GalleryMedia } from '../resource-rules';
import classes from './MediaGallery.module.css';

/**
 * How wide the preview is drawn: the page's width on a phone, at most the content column beside
 * the thumbnails above. The server's preload of the first picture uses the same words
 * (server/content/early-views.ts; a test compares them).
 */
export const GALLERY_PREVIEW_SIZES = '(max-width: 40em) 100vw, 760px';
/** Thumbnails are at most 160 px wide: the smallest variant does. */
const THUMBNAIL_SIZES = '160px';

export interface MediaGalleryProps {
  /** png, jpg and mp4 items (see galleryMediaOf). */
  media: GalleryMedia[];
  /** The resource's title, for the media's accessible names. */
  title: string;
}

/**
 * Spec §2: thumbnails with a large preview. On desktop the thumbnails stand in a column with
 * up/down arrows driven by the gallery-scroll machine (10 px per 5 ms tick until 400 px, spec §9),
 * which also follows the column's own scrolling; on small screens they form a row that scrolls
 * natively and the arrows are not shown.
 */
export function MediaGallery({ media, title }: MediaGalleryProps) {
  const config = useRuntimeConfig();
  // Read at the first render, not in an effect: a phone would otherwise draw the desktop layout
  // (136 px taller) for a frame and move everything below it (a layout shift of 0.036 at 390 px).
  const isDesktop = useMediaQuery('(min-width: 40em)', true, { getInitialValueInEffect: false });
  const [selected, setSelected] = useState(0);
  const { view: scroll } = useMachineView(galleryScrollMachine, toGalleryScrollView, { input: {} });
  const stripRef = useRef<HTMLDivElement>(null);

  const { measure: measureStrip, sync: syncStrip } = scroll;
  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (strip) measureStrip(strip.scrollHeight - strip.clientHeight);
  }, [measureStrip]);

  // The column also scrolls without the arrows (wheel, touch, Tab to a hidden thumbnail): the
  // machine follows, so the arrows' disabled state matches what is seen.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || !isDesktop) return;
    const onScroll = () => {
      measure();
      syncStrip(strip.scrollTop);
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => strip.removeEventListener('scroll', onScroll);
  }, [isDesktop, measure, syncStrip]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || !isDesktop) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [isDesktop, measure, media.length]);

  useEffect(() => {
    if (stripRef.current && isDesktop) stripRef.current.scrollTop = scroll.offset;
  }, [scroll.offset, isDesktop]);

  const current = media[selected] ?? media[0];
  if (!current) return null;
  const label = (index: number) => `${title}: media ${index + 1} of ${media.length}`;

  const thumbnails = (
    <Box ref={stripRef} className={isDesktop ? classes.column : classes.row} data-testid="gallery-strip">
      {media.map((item, index) => (
        <UnstyledButton
          key={`${item.path}-${index}`}
          className={classes.thumb}
          aria-label={`Show ${label(index)}`}
          aria-pressed={index === selected}
          onClick={() => setSelected(index)}
        >
          {item.kind === 'image' ? (
            <Image
              src={mediaUrl(config, item.path)}
              srcSet={mediaSrcSet(config, item.srcSet)}
              sizes={item.srcSet ? THUMBNAIL_SIZES : undefined}
              alt=""
              h="100%"
              w="100%"
              fit="cover"
              onLoad={measure}
            />
          ) : (
            <>
              <video
                src={mediaUrl(config, item.path)}
                preload="metadata"
                muted
                playsInline
                className={classes.thumbVideo}
                onLoadedMetadata={measure}
              />
              <span className={classes.playBadge}>
                <PlayIcon width={16} height={16} />
              </span>
            </>
          )}
        </UnstyledButton>
      ))}
    </Box>
  );

  const preview =
    current.kind === 'image' ? (
      <Image
        src={mediaUrl(config, current.path)}
        srcSet={mediaSrcSet(config, current.srcSet)}
        sizes={current.srcSet ? GALLERY_PREVIEW_SIZES : undefined}
        // The first picture is the page's largest paint: fetched first; once drawn, the server's first view goes.
        fetchPriority={current === media[0] ? 'high' : undefined}
        onLoad={current === media[0] ? releaseFirstView : undefined}
        onError={current === media[0] ? releaseFirstView : undefined}
        alt={label(selected)}
        className={classes.preview}
        fit="contain"
      />
    ) : (
      <video
        key={current.path}
        src={mediaUrl(config, current.path)}
        controls
        muted
        playsInline
        className={classes.preview}
        aria-label={label(selected)}
      />
    );

  // One tree for both layouts, told apart by class names only: a switch of layout (a phone turned
  // on its side, a window resized) keeps every element, so a playing video plays on and the
  // thumbnails keep their scroll. The thumbnails come first, as on desktop where they stand on the
  // left; on a phone they show below the preview (column-reverse).
  return (
    <Box className={isDesktop ? classes.desktop : classes.phone} aria-label={`${title} gallery`} role="region">
      <Box className={classes.side}>
        {isDesktop && (
          <ScrollArrow label="Scroll thumbnails up" disabled={scroll.isUpDisabled} onClick={scroll.scrollUp}>
            <ChevronUpIcon />
          </ScrollArrow>
        )}
        {thumbnails}
        {isDesktop && (
          <ScrollArrow label="Scroll thumbnails down" disabled={scroll.isDownDisabled} onClick={scroll.scrollDown}>
            <ChevronDownIcon />
          </ScrollArrow>
        )}
      </Box>
      <Box className={classes.main}>{preview}</Box>
    </Box>
  );
}

interface ScrollArrowProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** An up or down arrow above or below the desktop column of thumbnails. */
function ScrollArrow({ label, disabled, onClick, children }: ScrollArrowProps) {
  return (
    <ActionIcon variant="light" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}
