import { describe, expect, it } from 'vitest';
import { canVisit } from '../../../src/features/resources/resource-rules';
import {
  json,
  layoutRoutes,
  lookupRoutes,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberSession,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
} from '../../support/render';

/** A detail page's other calls: the layout and 'Other Resources You Might Like' (the fixtures' tag 201). */
const detailRoutes = { ...layoutRoutes, 'GET /jsonapi/resource/related/tags/201': [] };
import { resource, subscribedItem, type SubscribedResource } from './fixtures';

describe('the Visit rule (spec §2, §9)', () => {
  it.each([
    ['True', [2], true],
    ['True', [1, 2], true],
    ['True', [1], false],
    ['True', [], false],
    ['False', [2], false],
    ['False', [1, 2], false],
  ] as const)('enable_visit %s with url_type %j → %s', (enableVisit, urlType, expected) => {
    expect(canVisit({ enable_visit: enableVisit, url_type: [...urlType] })).toBe(expected);
  });

  it('a guest on a visitable resource gets Visit (new tab, web_app_url) and Register to join the Source', async () => {
    // Register to join opens the registration page, which asks for its lists.
    const app = renderApp({
      path: '/appdetail/r-1',
      routes: { ...detailRoutes, ...lookupRoutes, 'GET /jsonapi/resource/detail': [resource(1)] },
    });
    // The first test also pays for loading the lazy route chunks.
    const visit = await screen.findByRole('link', { name: /Visit/ }, { timeout: 5000 });
    expect(visit).toHaveAttribute('href', 'https://web.example/1');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await userEvent.click(screen.getByRole('link', { name: 'Register to join the Source' }));
    await waitFor(() => expect(app.location()).toBe('/register'));
    expect(app.calls.find((c) => c.path === '/jsonapi/resource/detail')?.search).toBe(`?alias=${encodeURIComponent('/r-1')}`);
  });

  it.each([
    ['enable_visit is False', { enable_visit: 'False' as const }],
    ['url_type lacks 2', { url_type: [1] }],
  ])('no Visit when %s', async (_, overrides) => {
    renderApp({ path: '/appdetail/r-2', routes: { ...detailRoutes, 'GET /jsonapi/resource/detail': [resource(2, overrides)] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Visit/ })).not.toBeInTheDocument();
  });
});

describe('resource detail for members', () => {
  const memberRoutes = {
    ...detailRoutes,
    ...memberLayoutRoutes,
    'GET /uiapi/myresource/7': [],
    'GET /jsonapi/protected/resource/detail': [resource(3, { popup_consent: '<p>Welcome <strong>aboard</strong></p>' })],
  };

  it('asks the protected detail, shows Add, and Add opens the thank-you dialog with popup_consent', async () => {
    let subscribed: SubscribedResource[] = [];
    const app = renderApp({
      path: '/appdetail/r-3',
      session: memberSession,
      routes: {
        ...memberRoutes,
        'GET /uiapi/myresource/7': () => subscribed,
        'POST /api/myresource': async (request: Request) => {
          expect(await request.json()).toEqual({ nid: '3', uid: '7' });
          subscribed = [subscribedItem(3)];
          return { status: 'success', message: 'ok' };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(dialog).toHaveTextContent('Welcome aboard');
    expect(dialog.querySelector('strong')).toHaveTextContent('aboard');
    expect(screen.queryByRole('link', { name: 'Register to join the Source' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The subscribed list was reloaded, so the button turned into Remove.
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(app.calls.some((c) => c.path === '/jsonapi/resource/detail')).toBe(false);
  });

  it('Remove deletes and reloads the subscribed list', async () => {
    let subscribed: SubscribedResource[] = [subscribedItem(3)];
    const app = renderApp({
      path: '/appdetail/r-3',
      session: memberSession,
      routes: {
        ...memberRoutes,
        'GET /uiapi/myresource/7': () => subscribed,
        'DELETE /api/myresource/3/7': () => {
          subscribed = [];
          return { status: 'success', message: 'removed' };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(app.calls.filter((c) => c.path === '/uiapi/myresource/7').length).toBeGreaterThanOrEqual(2);
  });

  it('an empty protected answer sends the member home, which says why (issue 44)', async () => {
    const app = renderApp({
      path: '/appdetail/not-for-you',
      session: memberSession,
      routes: { ...memberLayoutRoutes, ...memberHomeRoutes, 'GET /jsonapi/protected/resource/detail': [] },
    });
    await waitFor(() => expect(app.location()).toBe('/'));
    const notice = await within(screen.getByRole('main')).findByRole('alert');
    expect(notice).toHaveTextContent('This resource is not available to your account.');
  });

  it('a failed add is only logged: no dialog', async () => {
    renderApp({
      path: '/appdetail/r-3',
      session: memberSession,
      routes: { ...memberRoutes, 'POST /api/myresource': json({ message: 'nope' }, 403) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
