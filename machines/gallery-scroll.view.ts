import type { SnapshotFrom } from 'xstate';
import type { GalleryScrollEvent, galleryScrollMachine } from './gallery-scroll.machine';

export interface GalleryScrollView {
  /** scrollTop to apply to the thumbnail strip, in px. */
  offset: number;
  isUpDisabled: boolean;
  isDownDisabled: boolean;
  isScrolling: boolean;

  /** Up arrow: 400 px towards the top (ignored at the top). */
  scrollUp: () => void;
  /** Down arrow: 400 px towards the bottom (ignored at the bottom). */
  scrollDown: () => void;
  /** The strip was measured (mount, resize, media loaded): its scrollable overflow in px. */
  measure: (maxOffset: number) => void;
  /** The strip scrolled by itself (wheel, touch, keyboard focus): its scrollTop in px. */
  sync: (offset: number) => void;
}

export function toGalleryScrollView(
  snapshot: SnapshotFrom<typeof galleryScrollMachine>,
  send: (event: GalleryScrollEvent) => void,
): GalleryScrollView {
  return {
    offset: snapshot.context.offset,
    isUpDisabled: !snapshot.can({ type: 'scroll.up' }),
    isDownDisabled: !snapshot.can({ type: 'scroll.down' }),
    isScrolling: snapshot.matches('scrolling'),

    scrollUp: () => send({ type: 'scroll.up' }),
    scrollDown: () => send({ type: 'scroll.down' }),
    measure: (maxOffset) => send({ type: 'scroll.measure', maxOffset }),
    sync: (offset) => send({ type: 'scroll.sync', offset }),
  };
}
