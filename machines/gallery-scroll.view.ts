import type { SnapshotFrom } from 'xstate';
import { canScrollDown, canScrollUp, type galleryScrollMachine } from './gallery-scroll.machine';

export interface GalleryScrollView {
  /** scrollTop to apply to the thumbnail strip, in px. */
  offset: number;
  isUpDisabled: boolean;
  isDownDisabled: boolean;
  isScrolling: boolean;
}

export function toGalleryScrollView(snapshot: SnapshotFrom<typeof galleryScrollMachine>): GalleryScrollView {
  const { context } = snapshot;
  return {
    offset: context.offset,
    isUpDisabled: !canScrollUp(context),
    isDownDisabled: !canScrollDown(context),
    isScrolling: snapshot.matches('scrolling'),
  };
}
