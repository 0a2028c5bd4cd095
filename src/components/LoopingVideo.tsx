import { useCallback, useEffect, useRef, type CSSProperties, type ReactEventHandler } from 'react';
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
  const video = useRef<HTMLVideoElement | null>(null);
  const attach = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    forceMuted(element);
  }, []);
  // The setting changed while the clip is on screen: autoPlay only counts when the video loads.
  useEffect(() => followMotionSetting(video.current, reducedMotion), [reducedMotion]);

  return (
    <video
      ref={attach}
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

// React sets `muted` as a property only; some browsers check the attribute before autoplaying.
function forceMuted(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.muted = true;
  video.defaultMuted = true;
}

/** Stops a playing clip when less motion is asked for, and plays a loaded, stopped one again when it no longer is. */
function followMotionSetting(video: HTMLVideoElement | null, reducedMotion: boolean): void {
  if (!video) return;
  if (reducedMotion && !video.paused) video.pause();
  else if (!reducedMotion && video.paused && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA)
    // Refused only when the browser blocks autoplay altogether; the clip then stays still, as it would have.
    void video.play().catch(() => undefined);
}
