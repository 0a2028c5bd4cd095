/**
 * The first view's element, without React: the entry (src/main.tsx) waits for it to be on screen
 * before it loads the app, and the pages remove it once they have drawn the same picture.
 */
export const FIRST_VIEW_ID = 'first-view';

/** The longest the app's code waits for the first view's picture before it loads anyway. */
const PICTURE_WAIT_MS = 1_500;

/** The longest a frame is waited for: a tab in the background draws none. */
const FRAME_WAIT_MS = 100;

/** Removes the server's first view: the page now shows its own. Does nothing when there is none. */
export function releaseFirstView(): void {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}

function pictureSettled(picture: HTMLImageElement | null): Promise<void> {
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, PICTURE_WAIT_MS);
  });
}

/** After the browser has drawn its next frame (or FRAME_WAIT_MS, whichever comes first). */
function nextFramePainted(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}

/**
 * Resolves once what the server's HTML shows is on screen: the first view's picture has arrived
 * (or failed, or PICTURE_WAIT_MS passed) and a frame has been drawn with it. Without a
 * first view, after the next frame (the header bar).
 */
export async function firstViewPainted(): Promise<void> {
  await pictureSettled(document.querySelector<HTMLImageElement>(`#${FIRST_VIEW_ID} img`));
  await nextFramePainted();
}

/** Resolves once the first view is gone (the page has drawn its own picture, or moved on); at once when there is none. */
export function firstViewGone(): Promise<void> {
  const view = document.getElementById(FIRST_VIEW_ID);
  const parent = view?.parentNode;
  if (!view || !parent) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (view.isConnected) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(parent, { childList: true });
  });
}
