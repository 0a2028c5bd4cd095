import { useCallback, type CSSProperties, type ReactEventHandler } from 'react';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

export interface LoopingVideoProps {
  src: string;
  /** What the video shows, for a video that carries content; omit for a decorative one (hidden from assistive technology). */
  label?: string;
  style?: CSSProperties;
  /** 'auto' when the video is the page's first paint (a banner), else the browser's default. */
  preload?: 'auto' | 'metadata';
  onLoadedData?: ReactEventHandler<HTMLVideoElement>;
  onError?: ReactEventHandler<HTMLVideoElement>;
}

/**
 * A muted clip that loops by itself (a home banner, the login and registration side video). A
 * visitor who asked the system for less motion gets its first frame, still: moving content that
 * starts on its own and has no pause control is what WCAG 2.2.2 rules out.
 */
export function LoopingVideo({ src, label, style, preload, onLoadedData, onError }: LoopingVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  // React sets `muted` as a property only; some browsers check the attribute before autoplaying.
  const forceMuted = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
  }, []);

  return (
    <video
      ref={forceMuted}
      src={src}
      muted
      loop
      autoPlay={!reducedMotion}
      playsInline
      preload={preload}
      onLoadedData={onLoadedData}
      onError={onError}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={style}
    />
  );
}
