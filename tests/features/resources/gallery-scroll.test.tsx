import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaGallery } from '../../../src/features/resources/components/MediaGallery';
import { galleryMediaOf } from '../../../src/features/resources/resource-rules';
import { act, fireEvent, renderWithProviders, screen } from '../../support/render';

const STRIP_HEIGHT = 376;
const media = galleryMediaOf('/files/demo/a.png,/files/demo/b.jpg,/files/demo/c.mp4,/files/demo/d.gif,/files/demo/e.png');

/** The strip's geometry is layout the DOM shim does not compute: give it an overflow and record scrollTop. */
function stubStripGeometry(overflow: number) {
  const isStrip = (el: HTMLElement) => el.dataset.testid === 'gallery-strip';
  const scrollTops = new WeakMap<HTMLElement, number>();
  const proto = HTMLElement.prototype;
  const saved = ['scrollHeight', 'clientHeight', 'scrollTop'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isStrip(this) ? STRIP_HEIGHT + overflow : 0;
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isStrip(this) ? STRIP_HEIGHT : 0;
    },
  });
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      scrollTops.set(this, value);
    },
  });
  return () =>
    saved.forEach(([key, descriptor]) =>
      descriptor ? Object.defineProperty(proto, key, descriptor) : delete (proto as unknown as Record<string, unknown>)[key],
    );
}

const strip = () => screen.getByTestId('gallery-strip');
const up = () => screen.getByRole('button', { name: 'Scroll thumbnails up' });
const down = () => screen.getByRole('button', { name: 'Scroll thumbnails down' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('gallery media', () => {
  it('recognises png, jpg and mp4 only (spec §9)', () => {
    expect(media.map((m) => `${m.kind}:${m.path}`)).toEqual([
      'image:/files/demo/a.png',
      'image:/files/demo/b.jpg',
      'video:/files/demo/c.mp4',
      'image:/files/demo/e.png',
    ]);
  });
});

describe('gallery arrows (spec §4, §9: 10 px per 5 ms tick until 400 px)', () => {
  let restore: () => void;
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  it("scrolls down 10 px per tick, stops after 400 px, and keeps each arrow's disabled state right", () => {
    restore = stubStripGeometry(1000);
    renderWithProviders(<MediaGallery media={media} title="Planner" />);
    expect(up()).toBeDisabled();
    expect(down()).toBeEnabled();

    fireEvent.click(down());
    tick(5);
    expect(strip().scrollTop).toBe(10);
    tick(5 * 9);
    expect(strip().scrollTop).toBe(100);
    tick(5 * 30);
    expect(strip().scrollTop).toBe(400);
    tick(100);
    expect(strip().scrollTop).toBe(400);
    expect(up()).toBeEnabled();
    expect(down()).toBeEnabled();

    fireEvent.click(up());
    tick(5 * 40);
    expect(strip().scrollTop).toBe(0);
    expect(up()).toBeDisabled();
  });

  it('stops at the end of the strip and disables the down arrow there', () => {
    restore = stubStripGeometry(24);
    renderWithProviders(<MediaGallery media={media} title="Planner" />);
    fireEvent.click(down());
    tick(5 * 10);
    expect(strip().scrollTop).toBe(24);
    expect(down()).toBeDisabled();
    expect(up()).toBeEnabled();
  });

  it('follows the strip when it scrolls by itself (wheel, keyboard focus), then animates from there', () => {
    restore = stubStripGeometry(1000);
    renderWithProviders(<MediaGallery media={media} title="Planner" />);
    expect(up()).toBeDisabled();
    // Tab to a hidden thumbnail, or the wheel: the browser scrolls the strip, not the machine.
    strip().scrollTop = 1000;
    fireEvent.scroll(strip());
    expect(up()).toBeEnabled();
    expect(down()).toBeDisabled();

    fireEvent.click(up());
    tick(5);
    expect(strip().scrollTop).toBe(990);
    tick(5 * 39);
    expect(strip().scrollTop).toBe(600);
    expect(down()).toBeEnabled();
  });

  it('disables both arrows when every thumbnail fits', () => {
    restore = stubStripGeometry(0);
    renderWithProviders(<MediaGallery media={media.slice(0, 2)} title="Planner" />);
    expect(up()).toBeDisabled();
    expect(down()).toBeDisabled();
  });

  it('a thumbnail shows its media in the large preview', () => {
    restore = stubStripGeometry(0);
    renderWithProviders(<MediaGallery media={media} title="Planner" />);
    expect(screen.getByRole('img', { name: 'Planner: media 1 of 4' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show Planner: media 3 of 4' }));
    expect(screen.getByRole('button', { name: 'Show Planner: media 3 of 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Planner: media 3 of 4').tagName).toBe('VIDEO');
  });
});

describe('gallery layouts', () => {
  /** The desktop media query, switchable (the DOM shim updates `matches` on a resize but sends no change event). */
  function desktopQuery(matches: boolean) {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const query = window.matchMedia('(min-width: 40em)');
    Object.defineProperty(query, 'matches', { get: () => matches });
    query.addEventListener = (_type: string, listener: unknown) =>
      listeners.add(listener as (event: MediaQueryListEvent) => void);
    query.removeEventListener = (_type: string, listener: unknown) =>
      listeners.delete(listener as (event: MediaQueryListEvent) => void);
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((media) => (media === '(min-width: 40em)' ? query : original(media)));
    return (next: boolean) =>
      act(() => {
        matches = next;
        listeners.forEach((listener) => listener({ matches: next, media: query.media } as MediaQueryListEvent));
      });
  }
  afterEach(() => vi.restoreAllMocks());

  it('keeps every element when the layout switches between desktop and phone, so a video plays on', () => {
    const setDesktop = desktopQuery(true);
    renderWithProviders(<MediaGallery media={media} title="Planner" />);
    const gallery = screen.getByRole('region', { name: 'Planner gallery' });
    const video = document.querySelector('video');
    const thumbnail = screen.getByRole('button', { name: 'Show Planner: media 1 of 4' });
    expect(video).not.toBeNull();
    expect(up()).toBeInTheDocument();

    setDesktop(false);
    expect(screen.queryByRole('button', { name: 'Scroll thumbnails up' })).toBeNull();
    expect(strip()).toHaveClass(/row/);
    expect(document.querySelector('video')).toBe(video);
    expect(screen.getByRole('button', { name: 'Show Planner: media 1 of 4' })).toBe(thumbnail);

    setDesktop(true);
    expect(up()).toBeInTheDocument();
    expect(strip()).toHaveClass(/column/);
    expect(document.querySelector('video')).toBe(video);
    expect(screen.getByRole('region', { name: 'Planner gallery' })).toBe(gallery);
  });
});
