import { assign, setup } from 'xstate';

/** Spec §9: 10 px per 5 ms tick, 400 px per arrow click. */
export const SCROLL_STEP_PX = 10;
export const SCROLL_TICK_MS = 5;
export const SCROLL_DISTANCE_PX = 400;

export type ScrollDirection = 'up' | 'down';

export interface GalleryScrollInput {
  /** Scrollable overflow of the thumbnail strip in px. Default 0 (until `scroll.measure`). */
  maxOffset?: number;
  /** Pixels moved per tick. Default 10. */
  step?: number;
  /** Pixels moved per arrow click. Default 400. */
  distance?: number;
}

export interface GalleryScrollContext {
  /** Current scroll position in px (0 = top); the view applies it as scrollTop. */
  offset: number;
  maxOffset: number;
  /** Pixels moved by the scroll in progress. */
  moved: number;
  direction: ScrollDirection | null;
  step: number;
  distance: number;
}

export type GalleryScrollEvent =
  | { type: 'scroll.up' }
  | { type: 'scroll.down' }
  /** The view measured the strip (mount, resize, media loaded). */
  | { type: 'scroll.measure'; maxOffset: number }
  /** The strip scrolled by itself (wheel, touch, a focused thumbnail brought into view): its scrollTop. */
  | { type: 'scroll.sync'; offset: number };

export const canScrollUp = (context: GalleryScrollContext): boolean => context.offset > 0;
export const canScrollDown = (context: GalleryScrollContext): boolean => context.offset < context.maxOffset;

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), Math.max(max, 0));
}

export const galleryScrollMachine = setup({
  types: {
    context: {} as GalleryScrollContext,
    events: {} as GalleryScrollEvent,
    input: {} as GalleryScrollInput | undefined,
  },
  delays: {
    tick: SCROLL_TICK_MS,
  },
  guards: {
    canScrollUp: ({ context }) => canScrollUp(context),
    canScrollDown: ({ context }) => canScrollDown(context),
    /** 400 px moved, or the edge in the scroll's direction reached. */
    isScrollFinished: ({ context }) =>
      context.moved >= context.distance || (context.direction === 'up' ? !canScrollUp(context) : !canScrollDown(context)),
  },
  actions: {
    measure: assign(({ context, event }) => {
      if (event.type !== 'scroll.measure') return {};
      const maxOffset = Math.max(event.maxOffset, 0);
      return { maxOffset, offset: clamp(context.offset, maxOffset) };
    }),
    /** Follow the strip's real position, so the arrows' disabled state matches what is seen. */
    sync: assign(({ context, event }) => {
      if (event.type !== 'scroll.sync') return {};
      return { offset: clamp(Math.round(event.offset), context.maxOffset) };
    }),
    startScroll: assign((_, params: { direction: ScrollDirection }) => ({ direction: params.direction, moved: 0 })),
    advance: assign(({ context }) => {
      const sign = context.direction === 'up' ? -1 : 1;
      const remaining = context.distance - context.moved;
      const next = clamp(context.offset + sign * Math.min(context.step, remaining), context.maxOffset);
      return { offset: next, moved: context.moved + Math.abs(next - context.offset) };
    }),
    stopScroll: assign({ direction: null, moved: 0 }),
  },
}).createMachine({
  id: 'galleryScroll',
  context: ({ input }) => ({
    offset: 0,
    maxOffset: Math.max(input?.maxOffset ?? 0, 0),
    moved: 0,
    direction: null,
    step: input?.step ?? SCROLL_STEP_PX,
    distance: input?.distance ?? SCROLL_DISTANCE_PX,
  }),
  initial: 'idle',
  on: {
    'scroll.measure': { actions: 'measure' },
  },
  states: {
    idle: {
      description: 'At rest; each arrow is disabled at its edge. The strip may scroll by itself (sync).',
      on: {
        'scroll.sync': { actions: 'sync' },
        'scroll.up': {
          guard: 'canScrollUp',
          target: 'scrolling',
          actions: { type: 'startScroll', params: { direction: 'up' } },
        },
        'scroll.down': {
          guard: 'canScrollDown',
          target: 'scrolling',
          actions: { type: 'startScroll', params: { direction: 'down' } },
        },
      },
    },
    scrolling: {
      description:
        'Moving one step per tick until the distance is covered or the edge is reached. Scroll events are' +
        ' ignored here: they echo the steps the view applies (and arrive a frame late).',
      always: { guard: 'isScrollFinished', target: 'idle', actions: 'stopScroll' },
      after: { tick: { target: 'scrolling', reenter: true, actions: 'advance' } },
      on: {
        // A new click restarts the 400 px count, possibly in the other direction.
        'scroll.up': {
          guard: 'canScrollUp',
          target: 'scrolling',
          reenter: true,
          actions: { type: 'startScroll', params: { direction: 'up' } },
        },
        'scroll.down': {
          guard: 'canScrollDown',
          target: 'scrolling',
          reenter: true,
          actions: { type: 'startScroll', params: { direction: 'down' } },
        },
      },
    },
  },
});
