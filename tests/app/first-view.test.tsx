import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_LIMIT_MS } from '../../src/lib/first-view';
import { resource } from '../features/resources/fixtures';
import { banner, json, layoutRoutes, renderApp, screen, userEvent, waitFor, within } from '../support/render';

/** What the server paints beside #root for `/` and `/appdetail/*` (server/content/first-view.ts). */
function paintFirstView() {
  const view = document.createElement('div');
  view.id = 'first-view';
  view.setAttribute('aria-hidden', 'true');
  document.body.append(view);
}
const firstView = () => document.getElementById('first-view');

const homeRoutes = (banners: ReturnType<typeof banner>[]) => ({
  ...layoutRoutes,
  'GET /viewapi/banner-list': banners,
  'GET /jsonapi/resource/cards': [],
  'GET /uiapi/mid-banner': [],
  'GET /uiapi/tags': [],
});
const detailRoutes = { ...layoutRoutes, 'GET /jsonapi/resource/related/tags/201': [] };

describe("the server's first view hands over to the page", () => {
  beforeEach(paintFirstView);
  afterEach(() => {
    firstView()?.remove();
    vi.useRealTimers();
  });

  it('stays over the home until its first banner picture has loaded, then goes', async () => {
    renderApp({ routes: homeRoutes([banner(1), banner(2)]) });
    const slide = await screen.findByRole('group', { name: '1 of 2: Banner 1' });
    expect(firstView()).not.toBeNull();
    fireEvent.load(within(slide).getByRole('img'));
    expect(firstView()).toBeNull();
  });

  it('goes when the first banner picture fails, or when there is no banner at all', async () => {
    renderApp({ routes: homeRoutes([banner(1)]) });
    const slide = await screen.findByRole('group', { name: '1 of 1: Banner 1' });
    fireEvent.error(within(slide).getByRole('img'));
    expect(firstView()).toBeNull();

    paintFirstView();
    renderApp({ routes: homeRoutes([]) });
    await waitFor(() => expect(firstView()).toBeNull());
  });

  it("stays over a resource page until the gallery's first picture has loaded", async () => {
    const media = resource(1, {
      media_assets: '/files/demo/gallery/a.png,/files/demo/gallery/b.png',
      media_srcsets: ['/files/variants/800/demo/gallery/a.png.webp 800w', null],
    });
    renderApp({ path: '/appdetail/r-1', routes: { ...detailRoutes, 'GET /jsonapi/resource/detail': [media] } });
    const preview = await screen.findByRole('img', { name: 'Resource 1: media 1 of 2' });
    expect(firstView()).not.toBeNull();
    fireEvent.load(preview);
    expect(firstView()).toBeNull();
  });

  it('goes at once from a resource page that has no picture to draw, or no resource', async () => {
    renderApp({ path: '/appdetail/r-1', routes: { ...detailRoutes, 'GET /jsonapi/resource/detail': [resource(1)] } });
    await screen.findByRole('heading', { name: 'Resource 1' });
    await waitFor(() => expect(firstView()).toBeNull());

    paintFirstView();
    renderApp({
      path: '/appdetail/gone',
      routes: { ...detailRoutes, 'GET /jsonapi/resource/detail': json({ message: 'No resource found at /gone.' }, 404) },
    });
    await screen.findByText('Page not found!');
    await waitFor(() => expect(firstView()).toBeNull());
  });

  it('goes when the visitor moves to another page before the picture is drawn', async () => {
    renderApp({ routes: homeRoutes([banner(1)]) });
    await screen.findByRole('group', { name: '1 of 1: Banner 1' });
    expect(firstView()).not.toBeNull();
    await userEvent.click(screen.getAllByRole('link', { name: 'Login' })[0]!);
    await waitFor(() => expect(firstView()).toBeNull());
  });

  it(`goes after ${FIRST_VIEW_LIMIT_MS / 1000} s whatever the page does`, async () => {
    // The fake clock also moves with real time (Testing Library's waiting needs it), so what the
    // page took to draw on a busy machine is counted before the clock is moved on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rendered = Date.now();
    renderApp({ routes: homeRoutes([banner(1)]) });
    await screen.findByRole('group', { name: '1 of 1: Banner 1' });
    vi.advanceTimersByTime(FIRST_VIEW_LIMIT_MS - 1_000 - (Date.now() - rendered));
    expect(firstView()).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(firstView()).toBeNull();
  });
});
