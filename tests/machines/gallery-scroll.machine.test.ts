import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { galleryScrollMachine } from '../../machines/gallery-scroll.machine';
import { toGalleryScrollView } from '../../machines/gallery-scroll.view';

/**
 * SimulatedClock.increment fires what is due once, and each tick re-arms the next timer relative
 * to the advanced time, so time is advanced one 5 ms tick at a time, as a browser would.
 */
function ticks(clock: SimulatedClock, count: number) {
  for (let i = 0; i < count; i += 1) clock.increment(5);
}

function startGallery(maxOffset: number) {
  const clock = new SimulatedClock();
  const actor = createActor(galleryScrollMachine, { clock, input: { maxOffset } }).start();
  return { actor, clock, view: () => toGalleryScrollView(actor.getSnapshot(), actor.send) };
}

describe('galleryScrollMachine', () => {
  it('moves 10 px per 5 ms tick and stops after 400 px', () => {
    const { clock, view } = startGallery(1_000);
    expect(view()).toMatchObject({ offset: 0, isUpDisabled: true, isDownDisabled: false });
    view().scrollDown();
    ticks(clock, 1);
    expect(view().offset).toBe(10);
    ticks(clock, 38);
    expect(view()).toMatchObject({ offset: 390, isScrolling: true });
    ticks(clock, 1);
    expect(view()).toMatchObject({ offset: 400, isScrolling: false, isUpDisabled: false });
    ticks(clock, 200);
    expect(view().offset).toBe(400);
  });

  it('stops at the edge before 400 px and disables that arrow', () => {
    const { actor, clock, view } = startGallery(125);
    view().scrollDown();
    ticks(clock, 12);
    expect(view().offset).toBe(120);
    ticks(clock, 1);
    expect(view()).toMatchObject({ offset: 125, isScrolling: false, isDownDisabled: true });
    expect(actor.getSnapshot().can({ type: 'scroll.down' })).toBe(false);

    view().scrollUp();
    ticks(clock, 100);
    expect(view()).toMatchObject({ offset: 0, isUpDisabled: true, isScrolling: false });
  });

  it('ignores arrows with nothing to scroll and clamps when the strip shrinks', () => {
    const { clock, view } = startGallery(0);
    view().scrollDown();
    expect(view().isScrolling).toBe(false);
    view().measure(600);
    view().scrollDown();
    ticks(clock, 40);
    expect(view().offset).toBe(400);
    view().measure(250);
    expect(view()).toMatchObject({ offset: 250, isDownDisabled: true });
  });

  it('a click during a scroll restarts the 400 px count in the new direction', () => {
    const { clock, view } = startGallery(1_000);
    view().scrollDown();
    ticks(clock, 30);
    view().scrollUp();
    ticks(clock, 100);
    expect(view()).toMatchObject({ offset: 0, isScrolling: false });
  });

  it('follows the strip’s own scrolling while at rest (clamped, rounded) and ignores its echo while animating', () => {
    const { actor, clock, view } = startGallery(500);
    view().sync(120.4);
    expect(view()).toMatchObject({ offset: 120, isUpDisabled: false, isDownDisabled: false });
    view().sync(900);
    expect(view()).toMatchObject({ offset: 500, isDownDisabled: true });
    view().scrollUp();
    ticks(clock, 2);
    actor.send({ type: 'scroll.sync', offset: 500 }); // a late scroll event of an earlier step
    expect(view().offset).toBe(480);
    ticks(clock, 38);
    expect(view()).toMatchObject({ offset: 100, isScrolling: false });
  });
});
