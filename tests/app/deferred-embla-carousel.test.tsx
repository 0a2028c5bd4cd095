import { render, waitFor } from '@testing-library/react';
import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import useLibraryEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import useEmblaCarousel from '../../src/app/deferred-embla-carousel';

/** A plugin that records when Embla starts and stops (Embla calls a plugin's init and destroy). */
function recordingPlugin(log: string[]): EmblaPluginType {
  return {
    name: 'recording',
    options: {},
    init: () => void log.push('started'),
    destroy: () => void log.push('destroyed'),
  } as unknown as EmblaPluginType;
}

function Slides({ plugins, onApi }: { plugins: EmblaPluginType[]; onApi: (api: EmblaCarouselType | undefined) => void }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: false }, plugins);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return (
    <div ref={viewportRef}>
      <div>
        <div>First</div>
        <div>Second</div>
      </div>
    </div>
  );
}

describe("the carousel's Embla, started after the slides are drawn", () => {
  it("is what an import of embla-carousel-react (Mantine's Carousel's) gets, by vite.config.ts's alias", () => {
    expect(useLibraryEmblaCarousel).toBe(useEmblaCarousel);
  });

  it('is not started in the render that inserts the slides, then starts on its own and hands out its API', async () => {
    const log: string[] = [];
    const apis: (EmblaCarouselType | undefined)[] = [];
    const plugins = [recordingPlugin(log)];
    const { unmount } = render(<Slides plugins={plugins} onApi={(api) => apis.push(api)} />);
    // render() has run the effects: Embla has not started yet, and no API is handed out.
    expect(log).toEqual([]);
    expect(apis.at(-1)).toBeUndefined();

    await waitFor(() => expect(apis.at(-1)).toBeDefined());
    expect(log).toEqual(['started']);
    expect(
      apis
        .at(-1)!
        .slideNodes()
        .map((slide) => slide.textContent),
    ).toEqual(['First', 'Second']);

    unmount();
    expect(log).toEqual(['started', 'destroyed']);
  });

  it('never starts when the slides go before their first frame is drawn', async () => {
    const log: string[] = [];
    const { unmount } = render(<Slides plugins={[recordingPlugin(log)]} onApi={() => {}} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).toEqual([]);
  });
});
