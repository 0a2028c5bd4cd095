// Shared by every *.visual.spec.ts. The comparison is exact (playwright.config.ts: maxDiffPixels 0,
// threshold 0), so nothing here tolerates a difference: it removes the causes instead. The clock
// stands still, members have fixed names and addresses, media wait for their first frame, fonts
// are loaded, requests have ended, and the pointer is out of the way before every shot.
import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { ensureMember, loginViaApi, type E2eMember, type E2eSession, type MemberKind } from './members';
import { explainShotDifference } from './shot-diff';

/** What `Date` says in every visual test (a Monday morning, UTC; the footer's year is 2025 anyway). */
export const VISUAL_NOW = new Date('2025-06-02T09:00:00Z');

/** The password of the screenshot members; not one of the common passwords the server refuses. */
const VISUAL_PASSWORD = 'Lumira-Shot-2025';

/** Requests in flight per page, counted from the first `prepareForShots`. */
const inFlight = new WeakMap<Page, Set<string>>();

/**
 * Call first in every visual test (a `beforeEach`): fixes `Date` at VISUAL_NOW (timers keep
 * running) and starts counting the page's requests, so a shot waits until the data has arrived.
 */
export async function prepareForShots(page: Page) {
  await page.clock.setFixedTime(VISUAL_NOW);
  const pending = new Set<string>();
  inFlight.set(page, pending);
  const ids = new WeakMap<object, string>();
  let next = 0;
  page.on('request', (request) => {
    const id = `${++next} ${request.method()} ${request.url()}`;
    ids.set(request, id);
    pending.add(id);
  });
  const done = (request: object) => pending.delete(ids.get(request) ?? '');
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until no request has been in flight for 200 ms (the first `networkidle` only covers the page load). */
async function waitForQuietNetwork(page: Page, ignore?: RegExp) {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('prepareForShots(page) was not called in this test');
  const busy = () => [...pending].filter((id) => !ignore?.test(id.split(' ')[2] ?? ''));
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (busy().length > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 200 ? 'quiet' : busy().join('\n') || 'waiting';
      },
      { message: 'requests in flight before a screenshot', intervals: [50], timeout: 15_000 },
    )
    .toBe('quiet');
}

/**
 * Brings the page to rest: requests ended, the self-hosted Inter loaded (never a fallback font),
 * every image decoded, every video shown as its first frame (a poster), finite transitions ended.
 */
async function settle(page: Page, ignoreRequests?: RegExp, round = 1) {
  await waitForQuietNetwork(page, ignoreRequests);
  // A full-page shot shows every picture: lazy ones below the viewport are loaded now.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager')),
  );
  // One round trip for everything that loads by itself. A camera stream (srcObject) has no file.
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      document.fonts.status === 'loaded' &&
      [...document.fonts].some((font) => /Inter/.test(font.family) && font.status === 'loaded') &&
      Array.from(document.images).every((image) => image.complete && (image.naturalWidth > 0 || !image.currentSrc)) &&
      Array.from(document.querySelectorAll('video')).every(
        (video) => video.readyState >= 2 || 'shotPoster' in video.dataset || (!video.currentSrc && !video.srcObject),
      ) &&
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(async () => {
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));

    /** The video's current frame, pixel for pixel, once it can be drawn (opaque: a frame not yet there draws transparent). */
    async function currentFrame(video: HTMLVideoElement): Promise<HTMLCanvasElement> {
      const frame = document.createElement('canvas');
      frame.width = video.videoWidth;
      frame.height = video.videoHeight;
      const context = frame.getContext('2d', { willReadFrequently: true })!;
      // 'loadeddata' comes before the frame can be drawn (Chromium draws nothing then); a seek
      // to the start hands over a decoded frame.
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = 0;
      });
      for (let attempt = 0; attempt < 100; attempt++) {
        context.clearRect(0, 0, frame.width, frame.height);
        context.drawImage(video, 0, 0);
        const [, , , alpha] = context.getImageData(frame.width >> 1, frame.height >> 1, 1, 1).data;
        if (alpha === 255) return frame;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the first frame of ${video.currentSrc} could not be drawn in 2 s`);
    }

    /**
     * The frame at the size the video shows it (device pixels), averaged in script: the browser's
     * own scaling (canvas or compositor) chose its filter by load, and a CI run's thumbnail came out
     * blurrier or sharper than its baseline. Shown at its own size, the poster is drawn pixel for pixel.
     */
    function shownSize(frame: HTMLCanvasElement, video: HTMLVideoElement): HTMLCanvasElement {
      const box = video.getBoundingClientRect();
      const boxWidth = Math.round(box.width * window.devicePixelRatio);
      const boxHeight = Math.round(box.height * window.devicePixelRatio);
      const cover = getComputedStyle(video).objectFit === 'cover';
      const fit = cover ? Math.max : Math.min;
      const scale = boxWidth > 0 && boxHeight > 0 ? fit(boxWidth / frame.width, boxHeight / frame.height) : 1;
      if (scale >= 1) return frame;
      const shown = document.createElement('canvas');
      // The part of the frame that is seen (object-fit cover crops it, centred) and its size on screen.
      shown.width = cover ? boxWidth : Math.max(1, Math.round(frame.width * scale));
      shown.height = cover ? boxHeight : Math.max(1, Math.round(frame.height * scale));
      const left = (frame.width - shown.width / scale) / 2;
      const top = (frame.height - shown.height / scale) / 2;
      const source = frame.getContext('2d')!.getImageData(0, 0, frame.width, frame.height).data;
      const target = new ImageData(shown.width, shown.height);
      for (let y = 0; y < shown.height; y++) {
        const fromY = Math.floor(top + y / scale);
        const toY = Math.max(fromY + 1, Math.floor(top + (y + 1) / scale));
        for (let x = 0; x < shown.width; x++) {
          const fromX = Math.floor(left + x / scale);
          const toX = Math.max(fromX + 1, Math.floor(left + (x + 1) / scale));
          const to = (y * shown.width + x) * 4;
          for (let channel = 0; channel < 4; channel++) {
            let sum = 0;
            for (let sy = fromY; sy < toY; sy++) {
              for (let sx = fromX; sx < toX; sx++) sum += source[(sy * frame.width + sx) * 4 + channel]!;
            }
            target.data[to + channel] = Math.round(sum / ((toY - fromY) * (toX - fromX)));
          }
        }
      }
      shown.getContext('2d')!.putImageData(target, 0, 0);
      return shown;
    }

    // Reloaded without autoplay, a video is at its first frame; that frame becomes its poster and
    // the video leaves its source. What the compositor shows of a live video element depends on
    // timing; a poster image does not.
    await Promise.all(
      Array.from(document.querySelectorAll('video')).map(async (video) => {
        video.pause();
        if (!video.currentSrc || 'shotPoster' in video.dataset) return;
        video.autoplay = false;
        video.preload = 'auto';
        await new Promise<void>((resolve) => {
          video.addEventListener('loadeddata', () => resolve(), { once: true });
          video.load();
        });
        video.poster = shownSize(await currentFrame(video), video).toDataURL('image/png');
        video.dataset.shotPoster = '';
        video.removeAttribute('src');
        video.load();
      }),
    );
    await document.fonts.ready;
  });
  // A video React drew anew meanwhile (its view re-rendered from a late answer) is live again:
  // settle once more, so no shot shows a live video's frame.
  const liveVideos = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('video')).filter(
        (video) => video.hasAttribute('src') && !('shotPoster' in video.dataset),
      ).length,
  );
  if (liveVideos > 0) {
    if (round >= 3) throw new Error(`${liveVideos} video(s) were drawn anew after three attempts to settle the page`);
    await settle(page, ignoreRequests, round + 1);
  }
}

/**
 * The page against its baseline; a difference's message says where it is and what is drawn there.
 * A SOFT comparison: a differing shot fails the test but the test goes on and takes its later
 * shots, so one run shows every changed screenshot of the suite (docs/visual-review.md).
 */
async function matchBaseline(page: Page, name: string, fullPage: boolean) {
  const info = test.info();
  const failuresBefore = info.errors.length;
  await expect.soft(page).toHaveScreenshot(name, { fullPage });
  if (info.errors.length === failuresBefore) return;
  const where = await explainShotDifference(page, name);
  const failure = info.errors.at(-1)!;
  failure.message = `${failure.message ?? ''}\n${where}`;
  if (failure.stack) failure.stack = `${where}\n${failure.stack}`;
}

export interface ShotOptions {
  /** The whole page (default) or only the viewport. */
  fullPage?: boolean;
  /** Leave the pointer where it is (a hover tooltip); by default it moves to the top-left corner. */
  keepPointer?: boolean;
  /** Requests (by URL) deliberately held open, e.g. for a loading state; the shot does not wait for them. */
  ignoreRequests?: RegExp;
}

/** A screen's baseline: the page at rest, scrolled to the top for a full-page shot. */
export async function stableShot(page: Page, name: string, { fullPage = true, keepPointer, ignoreRequests }: ShotOptions = {}) {
  if (!keepPointer) await page.mouse.move(0, 0);
  await settle(page, ignoreRequests);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await matchBaseline(page, name, fullPage);
}

/**
 * A dialog's, menu's or popover's baseline: the viewport with the page behind it, as the member
 * sees it (an overlay is fixed to the viewport, so a full-page shot would cut it off). The page
 * behind is scrolled to the top: where a click scrolled it depends on when the page finished
 * loading. A dialog taller than the viewport scrolls inside; the viewport grows for the shot so
 * all of it shows.
 */
export async function overlayShot(page: Page, overlay: Locator, name: string, options: Omit<ShotOptions, 'fullPage'> = {}) {
  await expect(overlay).toBeVisible();
  if (!options.keepPointer) await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page, options.ignoreRequests);
  const viewport = page.viewportSize();
  // How much of a fixed dialog is scrolled out of sight (0 for a menu or popover, which scroll with the page).
  const overflow = () =>
    overlay.evaluate((element) => {
      let hidden = 0;
      for (let node: Element | null = element; node; node = node.parentElement) {
        hidden = Math.max(hidden, node.scrollHeight - node.clientHeight);
        if (getComputedStyle(node).position === 'fixed') return hidden;
      }
      return 0;
    });
  // A centred dialog's height is capped at a share of the viewport (Mantine: 100dvh less 5dvh above
  // and below), so one step leaves part of it hidden: grow until nothing is.
  let grown = false;
  for (let step = 0, hidden = await overflow(); viewport && hidden > 0 && step < 10; step += 1, hidden = await overflow()) {
    const height = page.viewportSize()!.height;
    await page.setViewportSize({ width: viewport.width, height: height + hidden });
    await settle(page, options.ignoreRequests);
    grown = true;
  }
  await matchBaseline(page, name, false);
  if (viewport && grown) await page.setViewportSize(viewport);
}

/**
 * Holds every request matching `url` until `release()`, to photograph a loading state; then each
 * goes on to the server, or to `answer` (for a request that must not reach it, e.g. one sending mail).
 */
export async function holdRequests(
  page: Page,
  url: RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.fallback(),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return { release };
}

export interface VisualSignedIn {
  member: E2eMember;
  session: E2eSession;
}

/** One API login per member and worker: a spec's tests share it (the server keeps sessions). */
const sessions = new Map<string, VisualSignedIn>();

/**
 * This run's screenshot member `key` (`<key>@shots.e2e.example`, Pia Lindqvist or Dario Moretti),
 * registered and activated on first use and logged in once per worker. Keys must not end with
 * another key: the mailbox finds mail by the address inside a file name.
 */
export async function visualMember(request: APIRequestContext, kind: MemberKind, key: string): Promise<VisualSignedIn> {
  const known = sessions.get(key);
  if (known) return known;
  const member = await ensureMember(request, kind, key, { email: `${key}@shots.e2e.example`, password: VISUAL_PASSWORD });
  const signedIn = { member, session: await loginViaApi(request, member) };
  sessions.set(key, signedIn);
  return signedIn;
}

export const SHOT_TIME = Date.UTC(2025, 5, 2, 9, 30) / 1000;

/**
 * Settings → Security lists the member's sessions and sign-ins, and Settings → Privacy their
 * consents, with the server's times and every login the run made: on a screenshot they are fixed
 * rows instead (two sessions, three sign-ins, the four consents of a registration). Their
 * behaviour is tested in the e2e journeys and component tests.
 */
export async function pinSecurityLists(page: Page) {
  const device = { browser: 'Chrome 156', os: 'Linux', ip: '127.0.0.*' };
  await page.route(/\/api\/user\/sessions(\?|$)/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: [
            { id: '2', ...device, created: SHOT_TIME, last_activity: SHOT_TIME + 600, current: true },
            {
              id: '1',
              browser: 'Safari 18',
              os: 'iOS 18',
              ip: '203.0.113.*',
              created: SHOT_TIME - 86_400,
              last_activity: SHOT_TIME - 3_600,
              current: false,
            },
          ],
        })
      : route.fallback(),
  );
  const consent = (slug: string, title: string) => ({ page: slug, title, version: 1, accepted: SHOT_TIME - 86_400 });
  await page.route(/\/api\/user\/consents(\?|$)/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: [
            consent('terms-service', 'Terms of Service'),
            consent('privacy-statement', 'Privacy Statement'),
            consent('cookie-policy', 'Cookie Policy'),
            consent('messages-organization', 'Messages from the Organization'),
          ],
        })
      : route.fallback(),
  );
  await page.route(/\/api\/user\/sign-in-history(\?|$)/, (route) =>
    route.fulfill({
      json: [
        { id: '3', outcome: 'success', time: SHOT_TIME, ...device },
        { id: '2', outcome: 'wrong_password', time: SHOT_TIME - 120, ...device },
        { id: '1', outcome: 'success', time: SHOT_TIME - 86_400, browser: 'Safari 18', os: 'iOS 18', ip: '203.0.113.*' },
      ],
    }),
  );
}
