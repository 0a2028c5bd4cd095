import { describe, expect, it, vi } from 'vitest';
import {
  banner,
  card,
  fireEvent,
  json,
  layoutRoutes,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberSession,
  renderApp,
  screen,
  userEvent,
  within,
} from '../../support/render';
import { FIRST_VIEW_ID } from '../../../src/lib/first-view-element';

const guestRoutes = {
  ...layoutRoutes,
  'GET /viewapi/banner-list': [
    banner(1, { redirect_links: '/register@Join the Source,https://academy.example/catalogue@Course catalogue' }),
    banner(2, { banner_asset: '/files/demo/banners/clip.mp4' }),
    banner(3),
  ],
  'GET /jsonapi/resource/cards': [card('lens-planner'), card('surgical-academy'), card('catalogue'), card('videos')],
  'GET /uiapi/mid-banner': [
    {
      banner_asset: '/files/demo/mid.jpg',
      small_banner_asset: '/files/demo/mid-small.jpg',
      body: '<h2>One login</h2>',
      redirect_link: '/register@Create your account',
    },
    { banner_asset: '/files/demo/other.jpg', small_banner_asset: '', body: '<h2>Second mid banner</h2>', redirect_link: '' },
  ],
  'GET /uiapi/tags': [
    { tid: '201', name: 'Cataract surgery' },
    { tid: '202', name: 'Toric IOL' },
  ],
};

describe('guest home', () => {
  it('shows every banner as a labelled slide, a video muted and looped', async () => {
    renderApp({ routes: guestRoutes });
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3: Banner 1',
      '2 of 3: Banner 2',
      '3 of 3: Banner 3',
    ]);
    const video = slides[1]!.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('autoplay');
    expect(video.getAttribute('src')).toBe('http://api.test/files/demo/banners/clip.mp4');
    expect(within(carousel).queryByRole('button', { name: /previous|next/i })).toBeNull();
    expect(await within(carousel).findAllByRole('tab')).toHaveLength(3);
  });

  it("turns a banner's redirect links into an in-app link and a new-tab link", async () => {
    renderApp({ routes: guestRoutes });
    const slide = await screen.findByRole('group', { name: '1 of 3: Banner 1' });
    expect(within(slide).getByRole('link', { name: 'Join the Source' })).toHaveAttribute('href', '/register');
    const external = within(slide).getByRole('link', { name: /Course catalogue/ });
    expect(external).toHaveAttribute('href', 'https://academy.example/catalogue');
    expect(external).toHaveAttribute('target', '_blank');
  });

  it('shows only the first two quick-link cards, each opening its resource', async () => {
    renderApp({ routes: guestRoutes });
    const section = await screen.findByRole('region', { name: 'Explore the Source' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/appdetail/lens-planner', '/appdetail/surgical-academy']);
    expect(within(section).queryByText('Card catalogue')).toBeNull();
  });

  it('shows the first mid banner, the search tags and the Need help? block', async () => {
    renderApp({ routes: guestRoutes });
    // By text, not heading role: DOMPurify under happy-dom drops allowed tags (real browsers keep them).
    expect(await screen.findByText('One login')).toBeInTheDocument();
    expect(screen.queryByText('Second mid banner')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
    const tags = await screen.findByRole('region', { name: 'Popular topics' });
    expect(within(tags).getByRole('link', { name: 'Toric IOL' })).toHaveAttribute('href', '/resourcedetail/202');
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
  });

  it("keeps the mid banner's body back while the server's first view is on screen, and shows it once the first banner has loaded", async () => {
    const firstView = Object.assign(document.createElement('div'), { id: FIRST_VIEW_ID });
    document.body.append(firstView);
    try {
      renderApp({ routes: guestRoutes });
      const featured = await screen.findByRole('region', { name: 'Featured' });
      expect(within(featured).getByRole('link', { name: 'Create your account' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(featured).queryByText('One login')).toBeNull();
      const slide = await screen.findByRole('group', { name: '1 of 3: Banner 1' });
      fireEvent.load(slide.querySelector('img')!);
      expect(firstView.isConnected).toBe(false);
      expect(await within(featured).findByText('One login')).toBeInTheDocument();
    } finally {
      firstView.remove();
    }
  });

  it("opens the contact dialog through the context from 'Need help?'", async () => {
    const user = userEvent.setup();
    const onContactUs = vi.fn();
    renderApp({ routes: guestRoutes, onContactUs });
    const block = await screen.findByRole('region', { name: 'Need help?' });
    await user.click(within(block).getByRole('button', { name: 'Contact Us' }));
    expect(onContactUs).toHaveBeenCalledOnce();
  });

  it('keeps the page when a section cannot be fetched', async () => {
    const failing = () => json({ message: 'down' }, 500);
    renderApp({ routes: { ...guestRoutes, 'GET /jsonapi/resource/cards': failing, 'GET /uiapi/tags': failing } });
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(await screen.findByText('One login')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Explore the Source' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popular topics' })).toBeNull();
  });
});

describe('member home', () => {
  it('uses the protected banner list with the bearer token and hides guest sections', async () => {
    const app = renderApp({
      session: memberSession,
      routes: {
        ...guestRoutes,
        ...memberLayoutRoutes,
        ...memberHomeRoutes,
        'GET /viewapi/protected/banner-list': [banner(9, { title: 'Welcome back' })],
      },
    });
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(carousel).getByRole('group', { name: '1 of 1: Welcome back' })).toBeInTheDocument();
    // Spec §2: a member with a single banner gets no indicators.
    expect(within(carousel).queryByRole('tab')).toBeNull();
    const call = app.calls.find((c) => c.path === '/viewapi/protected/banner-list');
    expect(call?.authorization).toBe('Bearer test-access-token');
    expect(app.calls.some((c) => c.path === '/viewapi/banner-list')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Explore the Source' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popular topics' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
  });

  it('keeps indicators for several member banners', async () => {
    renderApp({
      session: memberSession,
      routes: { ...memberLayoutRoutes, ...memberHomeRoutes, 'GET /viewapi/protected/banner-list': [banner(1), banner(2)] },
    });
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(await within(carousel).findAllByRole('tab')).toHaveLength(2);
  });
});
