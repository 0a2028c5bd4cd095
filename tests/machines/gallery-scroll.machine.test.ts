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
  return { actor, clock, view: () => toGalleryScrollView(actor.getSnapshot()) };
}

describe('galleryScrollMachine', () => {
  it('moves 10 px per 5 ms tick and stops after 400 px', () => {
    const { actor, clock, view } = startGallery(1_000);
    expect(view()).toMatchObject({ offset: 0, isUpDisabled: true, isDownDisabled: false });
    actor.send({ type: 'scroll.down' });
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
    actor.send({ type: 'scroll.down' });
    ticks(clock, 12);
    expect(view().offset).toBe(120);
    ticks(clock, 1);
    expect(view()).toMatchObject({ offset: 125, isScrolling: false, isDownDisabled: true });
    expect(actor.getSnapshot().can({ type: 'scroll.down' })).toBe(false);

    actor.send({ type: 'scroll.up' });
    ticks(clock, 100);
    expect(view()).toMatchObject({ offset: 0, isUpDisabled: true, isScrolling: false });
  });

  it('ignores arrows with nothing to scroll and clamps when the strip shrinks', () => {
    const { actor, clock, view } = startGallery(0);
    actor.send({ type: 'scroll.down' });
    expect(view().isScrolling).toBe(false);
    actor.send({ type: 'scroll.measure', maxOffset: 600 });
    actor.send({ type: 'scroll.down' });
    ticks(clock, 40);
    expect(view().offset).toBe(400);
    actor.send({ type: 'scroll.measure', maxOffset: 250 });
    expect(view()).toMatchObject({ offset: 250, isDownDisabled: true });
  });

  it('a click during a scroll restarts the 400 px count in the new direction', () => {
    const { actor, clock, view } = startGallery(1_000);
    actor.send({ type: 'scroll.down' });
    ticks(clock, 30);
    actor.send({ type: 'scroll.up' });
    ticks(clock, 100);
    expect(view()).toMatchObject({ offset: 0, isScrolling: false });
  });
});
