import type { AnyMachineSnapshot } from 'xstate';
import { toGalleryScrollView } from '../../../../machines/gallery-scroll.view';
import { noSend } from '../no-send';
import { field, ignored, type Oracle } from './oracle';

/**
 * Resource-detail thumbnail arrows, from spec §4 ('Gallery arrows scroll in steps of 10 pixels
 * (per 5 ms tick) until 400 pixels have moved, updating arrows' disabled state') and §9, with the
 * model's small geometry as input (machines/README.md: a click while scrolling restarts the count;
 * a new measurement clamps the offset; at rest the arrows follow the strip's own scrolling, while
 * scrolling its scroll events are echoes and ignored).
 */
const TICK_MS = 5;

export interface GalleryScrollState {
  offset: number;
  maxOffset: number;
  direction: 'up' | 'down' | null;
  moved: number;
  /** Time since the last tick (or click): the next tick comes TICK_MS after it. */
  sinceTick: number;
  step: number;
  distance: number;
}

export interface GalleryScrollScreen {
  offset: number;
  isUpDisabled: boolean;
  isDownDisabled: boolean;
  isScrolling: boolean;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/** Stops once the distance is covered or the edge in the scroll's direction is reached. */
function settle(state: GalleryScrollState): GalleryScrollState {
  if (!state.direction) return state;
  const atEdge = state.direction === 'up' ? state.offset <= 0 : state.offset >= state.maxOffset;
  return state.moved >= state.distance || atEdge ? { ...state, direction: null, moved: 0 } : state;
}

function tick(state: GalleryScrollState): GalleryScrollState {
  const sign = state.direction === 'up' ? -1 : 1;
  const next = clamp(state.offset + sign * Math.min(state.step, state.distance - state.moved), state.maxOffset);
  return settle({ ...state, offset: next, moved: state.moved + Math.abs(next - state.offset), sinceTick: 0 });
}

export const galleryScrollOracle: Oracle<GalleryScrollState, GalleryScrollScreen> = {
  name: 'galleryScroll',
  initial: (input) => {
    const { maxOffset = 0, step = 10, distance = 400 } = (input ?? {}) as Partial<GalleryScrollState>;
    return { state: { offset: 0, maxOffset: Math.max(maxOffset, 0), direction: null, moved: 0, sinceTick: 0, step, distance } };
  },
  next: (state, event) => {
    switch (event.type) {
      case 'scroll.up':
        return state.offset > 0 ? { state: settle({ ...state, direction: 'up', moved: 0, sinceTick: 0 }) } : ignored(state);
      case 'scroll.down':
        return state.offset < state.maxOffset
          ? { state: settle({ ...state, direction: 'down', moved: 0, sinceTick: 0 }) }
          : ignored(state);
      case 'scroll.measure': {
        const maxOffset = Math.max(field<number>(event, 'maxOffset'), 0);
        return { state: settle({ ...state, maxOffset, offset: clamp(state.offset, maxOffset) }) };
      }
      case 'scroll.sync': {
        if (state.direction) return ignored(state);
        return { state: { ...state, offset: clamp(Math.round(field<number>(event, 'offset')), state.maxOffset) } };
      }
      case 'qa.clock': {
        if (!state.direction) return ignored(state);
        // The test clock fires at most one tick per advance of up to TICK_MS (the runner advances
        // 4 ms, then 1 ms), and the next tick is timed from that moment.
        const sinceTick = state.sinceTick + (event as { ms: number }).ms;
        return { state: sinceTick >= TICK_MS ? tick(state) : { ...state, sinceTick } };
      }
      default:
        return ignored(state);
    }
  },
  screen: ({ offset, maxOffset, direction }) => ({
    offset,
    isUpDisabled: offset <= 0,
    isDownDisabled: offset >= maxOffset,
    isScrolling: direction !== null,
  }),
  read: (snapshot: AnyMachineSnapshot) => {
    const { offset, isUpDisabled, isDownDisabled, isScrolling } = toGalleryScrollView(snapshot as never, noSend);
    return { offset, isUpDisabled, isDownDisabled, isScrolling };
  },
};
