import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from 'embla-carousel';
import { areOptionsEqual, arePluginsEqual } from 'embla-carousel-reactive-utils';
import { useCallback, useEffect, useRef, useState } from 'react';

type ViewportRef = <ViewportElement extends HTMLElement>(instance: ViewportElement | null) => void;

/** Runs `start` in a task of its own once the browser has drawn its next frame; returns a cancel. */
function afterNextFrame(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(start, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Stands in for embla-carousel-react's hook (the alias is in vite.config.ts; Mantine's Carousel
 * imports it): the same hook and result, except that Embla starts in a task of its own after the
 * slides have been drawn. Embla measures its container and slides as it starts; started in the
 * effects of the render that inserts them (the viewport arrives through a ref, whose state update
 * renders again at once), that measuring forced the style and layout of the new slides inside the
 * same task, the longest task of the home page's start (docs/performance.md, "The first paint").
 * Until it starts, the first slide shows where it will be, without Embla's transform.
 */
function useEmblaCarousel(
  options: EmblaOptionsType = {},
  plugins: EmblaPluginType[] = [],
): [ViewportRef, EmblaCarouselType | undefined] {
  const storedOptions = useRef(options);
  const storedPlugins = useRef(plugins);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // Embla with the viewport it was started on: a destroyed one (viewport gone or replaced) is never handed out.
  const [started, setStarted] = useState<{ viewport: HTMLElement; api: EmblaCarouselType }>();
  const emblaApi = viewport && started?.viewport === viewport ? started.api : undefined;

  const reInit = useCallback(() => {
    emblaApi?.reInit(storedOptions.current, storedPlugins.current);
  }, [emblaApi]);

  useEffect(() => {
    if (areOptionsEqual(storedOptions.current, options)) return;
    storedOptions.current = options;
    reInit();
  }, [options, reInit]);

  useEffect(() => {
    if (arePluginsEqual(storedPlugins.current, plugins)) return;
    storedPlugins.current = plugins;
    reInit();
  }, [plugins, reInit]);

  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    const cancel = afterNextFrame(() => {
      EmblaCarousel.globalOptions = useEmblaCarousel.globalOptions;
      api = EmblaCarousel(viewport, storedOptions.current, storedPlugins.current);
      setStarted({ viewport, api });
    });
    return () => {
      cancel();
      api?.destroy();
    };
  }, [viewport]);

  return [setViewport as ViewportRef, emblaApi];
}

useEmblaCarousel.globalOptions = undefined as EmblaOptionsType | undefined;

export default useEmblaCarousel;
