import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';
import { ACTIVITY_PING_ROUTE } from './activity-ping-route';
import { bulkRoute, contentListRoute } from '../../support/console-lists';

type Schemas = components['schemas'];

const banner = (n: number, overrides: Partial<Schemas['EditorBanner']> = {}): Schemas['EditorBanner'] => ({
  uuid: `3f6d2a10-8c4e-4b7a-9d21-5e0c7a1b2c0${n}`,
  audience: 'guest',
  title: `Banner ${n}`,
  description: `About ${n}`,
  banner_asset: `/files/demo/banners/b${n}.jpg`,
  banner_srcset: null,
  redirect_links: '/register@Join',
  published: true,
  revision: 1,
  updated_at: null,
  updated_by: null,
  ...overrides,
});

const BANNERS = [banner(1), banner(2), banner(3, { published: false }), banner(4, { audience: 'member', title: 'Welcome back' })];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A console backend over a list of banners that records what the console sends. */
function bannerBackend(answers: Partial<Record<'create' | 'upload', (body: unknown) => Response | unknown>> = {}) {
  const sent: Sent[] = [];
  let banners = [...BANNERS];
  const record = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  /** The bulk call: publish, unpublish or delete each banner named. */
  async function bulk(request: Request) {
    const { action, ids } = (await record(request)) as Schemas['ContentBulkAction'];
    const results = ids.map((id) => ({ id, title: banners.find((b) => b.uuid === id)!.title, ok: true, message: 'Done.' }));
    banners =
      action === 'delete'
        ? banners.filter((b) => !ids.includes(b.uuid))
        : banners.map((b) => (ids.includes(b.uuid) ? { ...b, published: action === 'publish' } : b));
    return { results };
  }
  return {
    sent,
    routes: {
      ...ACTIVITY_PING_ROUTE,
      ...contentListRoute('banners', () => banners),
      'POST /api/editor/content/banners/bulk': bulk,
      'GET /api/editor/banners': () => banners,
      'PUT /api/editor/banner-order': async (request: Request) => {
        const { ids } = (await record(request)) as { ids: string[] };
        banners = [...ids.map((id) => banners.find((b) => b.uuid === id)!), ...banners.filter((b) => b.audience === 'member')];
        return banners.filter((b) => b.audience === 'guest');
      },
      'POST /api/editor/banners': async (request: Request) => {
        const body = await record(request);
        const answer = answers.create?.(body);
        if (answer instanceof Response) return answer;
        const created = { ...banner(9), ...(body as object) };
        banners = [...banners, created];
        return json(created, 201);
      },
      'POST /api/editor/media': async (request: Request) => {
        const body = await record(request);
        const answer = answers.upload?.(body);
        if (answer instanceof Response) return answer;
        return json({ path: `/files/media/${'a'.repeat(32)}.png`, kind: 'picture', srcset: null }, 201);
      },
      'GET /api/editor/audit-log': { items: [], total: 0, page: 1, limit: 25 },
    },
  };
}

const openBanners = (backend: ReturnType<typeof bannerBackend>) =>
  renderApp({ path: '/editor/banners', stored: signedInEditor, routes: backend.routes as never });

describe('editor console: banners', () => {
  it('lists guest and member banners in order, with their state, under the console navigation', async () => {
    openBanners(bannerBackend());
    const guests = await screen.findByRole('list', { name: 'Guest banners' });
    expect(
      within(guests)
        .getAllByTestId('content-row')
        .map((row) => row.querySelector('p')?.textContent),
    ).toEqual(['1. Banner 1', '2. Banner 2', '3. Banner 3']);
    expect(within(guests).getAllByText('Published')).toHaveLength(2);
    expect(within(guests).getByText('Draft')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Member banners' })).getByText('1. Welcome back')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Banners · Editor console · the Source');
  });

  it('moves a banner down with the keyboard, keeps the focus on it and says where it went', async () => {
    const user = userEvent.setup();
    const backend = bannerBackend();
    openBanners(backend);
    const down = await screen.findByRole('button', { name: 'Move “Banner 1” down' });
    expect(screen.getByRole('button', { name: 'Move “Banner 1” up' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Moved “Banner 1” to position 2 of 3.')).toBeInTheDocument());
    expect(backend.sent).toEqual([
      {
        method: 'PUT',
        path: '/api/editor/banner-order',
        body: { audience: 'guest', ids: [BANNERS[1]!.uuid, BANNERS[0]!.uuid, BANNERS[2]!.uuid] },
      },
    ]);
    const guests = screen.getByRole('list', { name: 'Guest banners' });
    await waitFor(() => expect(within(guests).getAllByTestId('content-row')[1]).toHaveTextContent('2. Banner 1'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Banner 1” down' })).toHaveFocus());
  });

  it('unpublishes a banner, and deletes one only after a confirmation', async () => {
    const user = userEvent.setup();
    const backend = bannerBackend();
    openBanners(backend);
    await user.click(await screen.findByRole('button', { name: 'Unpublish “Banner 2”' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish “Banner 2”' })).toBeInTheDocument());
    expect(backend.sent[0]).toEqual({
      method: 'POST',
      path: '/api/editor/content/banners/bulk',
      body: { action: 'unpublish', ids: [BANNERS[1]!.uuid], revisions: { [BANNERS[1]!.uuid]: 1 } },
    });
    expect(screen.getByText('“Banner 2” is unpublished: guests and members no longer see it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete “Banner 3”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(dialog).toHaveTextContent('Delete the banner “Banner 3”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete “Banner 3”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('3. Banner 3')).toBeNull());
    expect(backend.sent[1]).toMatchObject({
      method: 'POST',
      path: '/api/editor/content/banners/bulk',
      body: { action: 'delete', ids: [BANNERS[2]!.uuid] },
    });
  });

  it('adds a guest banner: checks the fields, uploads the picture, sends the links as url@label pairs', async () => {
    const user = userEvent.setup();
    const backend = bannerBackend();
    openBanners(backend);
    await user.click(await screen.findByRole('button', { name: 'Add a guest banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(within(dialog).getByText('Please enter a title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please upload a picture or a video for the banner')).toBeInTheDocument();
    expect(backend.sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Title/), 'Autumn courses');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'autumn.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Picture or video: choose a file'), file);
    expect(await within(dialog).findByAltText('Picture or video: current picture')).toHaveAttribute(
      'src',
      `/files/media/${'a'.repeat(32)}.png`,
    );
    expect(backend.sent[0]).toEqual({
      method: 'POST',
      path: '/api/editor/media',
      body: { file: 'data:image/png;base64,iVBORw==' },
    });
    await user.type(within(dialog).getByLabelText('Link 1: address'), '/register');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(within(dialog).getByText('Please enter the link’s label')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Link 1: label'), 'Join us');
    await user.type(within(dialog).getByLabelText('Link 2: address'), 'https://academy.example/c');
    await user.type(within(dialog).getByLabelText('Link 2: label'), 'Courses');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a banner' })).toBeNull());
    expect(backend.sent[1]).toEqual({
      method: 'POST',
      path: '/api/editor/banners',
      body: {
        audience: 'guest',
        title: 'Autumn courses',
        description: '',
        banner_asset: `/files/media/${'a'.repeat(32)}.png`,
        redirect_links: '/register@Join us,https://academy.example/c@Courses',
        published: true,
      },
    });
  });

  it('shows the server’s refusals next to the field they are about', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const backend = bannerBackend({
      upload: () => (++uploads === 1 ? json({ message: 'A picture can be at most 2 MB (2,000,000 bytes).' }, 400) : undefined),
      create: () => json({ message: 'The link /appdetail/nope leads to no resource.', field: 'redirect_links' }, 400),
    });
    openBanners(backend);
    await user.click(await screen.findByRole('button', { name: 'Add a guest banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a banner' });
    const picture = () => within(dialog).getByLabelText('Picture or video: choose a file');
    await user.upload(picture(), new File([new Uint8Array([1, 2, 3])], 'big.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('A picture can be at most 2 MB (2,000,000 bytes).')).toBeInTheDocument();
    await user.upload(picture(), new File([new Uint8Array([1, 2, 3])], 'small.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).queryByText('A picture can be at most 2 MB (2,000,000 bytes).')).toBeNull());
    await user.type(within(dialog).getByLabelText(/^Title/), 'Autumn courses');
    await user.type(within(dialog).getByLabelText('Link 1: address'), '/appdetail/nope');
    await user.type(within(dialog).getByLabelText('Link 1: label'), 'Open');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Link 1: address')).toHaveAccessibleDescription(
        'The link /appdetail/nope leads to no resource.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Add a banner' })).toBeInTheDocument();
  });
});

const TAGS: Schemas['EditorTag'][] = [
  { tid: '201', name: 'Cataract surgery', published: true, revision: 1, updated_at: null, updated_by: null },
  { tid: '202', name: 'Toric IOL', published: true, revision: 1, updated_at: null, updated_by: null },
];

describe('editor console: search tags', () => {
  it('shows a duplicate name under the Name field, and the reason a used tag cannot be deleted', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/editor/tags',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/tags': TAGS,
        ...contentListRoute('tags', () => TAGS),
        'POST /api/editor/tags': () => json({ message: 'A tag named Toric IOL already exists.', field: 'name' }, 400),
        ...bulkRoute('tags', {
          ok: false,
          message:
            'The tag Toric IOL is used by Lumira Lens Planner. Unpublish it instead, or remove it from those resources first.',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a search tag' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'toric iol');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('A tag named Toric IOL already exists.'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete “Toric IOL”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The tag Toric IOL is used by Lumira Lens Planner. Unpublish it instead, or remove it from those resources first.',
    );
  });
});

describe('editor console: mid banner', () => {
  it('edits the body as rich text, labelled, with the HTML sent on save', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const mid: Schemas['EditorMidBanner'] = {
      id: '1',
      banner_asset: '/files/demo/mid-banner/mid-banner.jpg',
      small_banner_asset: '/files/demo/mid-banner/mid-banner-small.jpg',
      body: '<h2>One login</h2><p>For every tool.</p>',
      redirect_link: '/register@Create your free account',
      published: true,
      revision: 1,
      updated_at: null,
      updated_by: null,
    };
    renderApp({
      path: '/editor/mid-banners',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/mid-banners': [mid],
        ...contentListRoute(
          'mid-banners',
          () => [mid],
          () => 'One loginFor every tool.',
        ),
        'PUT /api/editor/mid-banners/1': async (request: Request) => {
          sent.push(await request.json());
          return mid;
        },
      },
    });
    expect(await screen.findByText('1. One loginFor every tool.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit “One loginFor every tool.”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the mid banner' });
    const body = within(dialog).getByRole('textbox', { name: /^Body/ });
    expect(body).toHaveAttribute('aria-multiline', 'true');
    expect(within(dialog).getByLabelText(/^Link address/)).toHaveValue('/register');
    expect(within(dialog).getByLabelText(/^Link label/)).toHaveValue('Create your free account');
    expect(within(dialog).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save mid banner' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      banner_asset: mid.banner_asset,
      small_banner_asset: mid.small_banner_asset,
      body: '<h2>One login</h2><p>For every tool.</p>',
      redirect_link: '/register@Create your free account',
      published: true,
      revision: 1,
    });
  });
});

const CARDS: Schemas['EditorCard'][] = [
  {
    id: '1',
    resource_title: 'Lumira Lens Planner',
    description: 'IOL power and toric planning.',
    image: '/files/demo/cards/lens-planner.jpg',
    slug_url: 'lens-planner',
    published: true,
    revision: 1,
    updated_at: null,
    updated_by: null,
  },
];

describe('editor console: quick-link cards', () => {
  it('names the resource each card opens and asks for every field of a new card', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/editor/cards',
      stored: signedInEditor,
      routes: {
        ...ACTIVITY_PING_ROUTE,
        'GET /api/editor/cards': CARDS,
        ...contentListRoute('cards', () => CARDS),
        'GET /jsonapi/resource': () =>
          json([
            { title: 'Lumira Lens Planner', slug_url: '/lens-planner' },
            { title: 'Toric Align', slug_url: '/toric-align' },
          ]),
      },
    });
    expect(await screen.findByText('Opens Lumira Lens Planner')).toBeInTheDocument();
    expect(document.title).toBe('Quick-link cards · Editor console · the Source');
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a quick-link card' });
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    for (const message of [
      'Please enter a title',
      'Please upload a picture (PNG or JPG) for the card',
      'Please choose the resource the card leads to',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
  });
});
