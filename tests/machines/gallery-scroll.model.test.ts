import { expect } from 'vitest';
import { toGalleryScrollView } from '../../machines/gallery-scroll.view';
import { describeModel } from './model-runner';
import { galleryScrollModel } from './models';

// Ticks are driven by advancing a SimulatedClock by 5 ms per `xstate.after.tick...` step.
// The model uses 20 px per click and 35 px of overflow to keep the offset graph small.
describeModel(galleryScrollModel, {
  '*': ({ live }) => {
    const view = toGalleryScrollView(live as never);
    expect(view.offset).toBeGreaterThanOrEqual(0);
    expect(view.offset).toBeLessThanOrEqual(live.context.maxOffset);
    expect(view.isUpDisabled).toBe(view.offset === 0);
  },
  scrolling: ({ live }) => expect(live.context.moved).toBeLessThan(20),
});
