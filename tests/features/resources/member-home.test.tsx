import { describe, expect, it } from 'vitest';
import {
  guestHomeRoutes,
  layoutRoutes,
  memberHomeRoutes,
  memberLayoutRoutes,
  memberSession,
  renderApp,
  screen,
  userEvent,
  waitFor,
  within,
  type FakeRoutes,
} from '../../support/render';

/** A member's home page: the layout and the home calls (the tests answer resources and My Resources). */
const homeRoutes = { ...memberLayoutRoutes, ...memberHomeRoutes };
import { resource, subscribedItem } from './fixtures';

const distributorSession = {
  ...memberSession,
  current_user: { uid: '8', name: 'dan@distri.example' },
  user_extra_details: { ...memberSession.user_extra_details, user_type: '2' as const },
};

const catalogue = [
  resource(1, { title: 'For both' }),
  resource(2, { title: 'Professionals only', user_type: ['1'] }),
  resource(3, { title: 'Distributors only', user_type: ['2'] }),
  resource(4, { title: 'Already mine', user_type: ['1', '2'] }),
];

const section = (name: string) => screen.findByRole('region', { name });

describe('member home: My Resources', () => {
  const routes = {
    ...homeRoutes,
    'GET /jsonapi/protected/resource': catalogue,
    'GET /uiapi/myresource/7': [
      subscribedItem(4, { title: 'Already mine' }),
      subscribedItem(5, { title: 'Waiting', required_approval: 1, approved: 0 }),
      subscribedItem(6, { title: 'Mobile only', web_app_url: '' }),
    ],
  };

  it('opens web_app_url, else mobile_app_url, in a new tab', async () => {
    renderApp({ session: memberSession, routes });
    const mine = await section('My Resources');
    const open = await within(mine).findByRole('link', { name: 'Open Already mine (new tab)' }, { timeout: 5000 });
    expect(open).toHaveAttribute('href', 'https://web.example/4');
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(mine).getByRole('link', { name: 'Open Mobile only (new tab)' })).toHaveAttribute(
      'href',
      'https://mobile.example/6',
    );
  });

  it('shows a pending resource dimmed, not clickable, with the tooltip Pending Approval', async () => {
    renderApp({ session: memberSession, routes });
    const mine = await section('My Resources');
    const pending = await within(mine).findByLabelText('Waiting (Pending Approval)', {}, { timeout: 5000 });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending.tagName).not.toBe('A');
    expect(pending.closest('a')).toBeNull();
    await userEvent.hover(pending);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pending Approval');
  });
});

describe('member home: resources to add', () => {
  it.each([
    ['a professional', memberSession, '7', ['For both', 'Professionals only']],
    ['a distributor', distributorSession, '8', ['For both', 'Distributors only']],
  ])('offers %s only the resources open to their type and not yet added', async (_, session, uid, expected) => {
    const routes: FakeRoutes = { ...homeRoutes, 'GET /jsonapi/protected/resource': catalogue };
    routes[`GET /uiapi/myresource/${uid}`] = [subscribedItem(4)];
    renderApp({ session, routes });
    const addable = await section('Resources you can add');
    await waitFor(() => expect(within(addable).getAllByRole('button', { name: /^Add / })).toHaveLength(expected.length), {
      timeout: 5000,
    });
    expect(
      within(addable)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected);
  });

  it('Add posts {nid, uid}, opens the thank-you dialog and moves the resource into My Resources', async () => {
    let subscribed = [subscribedItem(4)];
    const app = renderApp({
      session: memberSession,
      routes: {
        ...homeRoutes,
        'GET /jsonapi/protected/resource': catalogue,
        'GET /uiapi/myresource/7': () => subscribed,
        'POST /api/myresource': () => {
          subscribed = [...subscribed, subscribedItem(1, { title: 'For both' })];
          return { status: 'success', message: 'ok' };
        },
      },
    });
    const addable = await section('Resources you can add');
    await userEvent.click(await within(addable).findByRole('button', { name: 'Add For both' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(dialog).toHaveTextContent('Thanks for adding 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const mine = await section('My Resources');
    expect(await within(mine).findByRole('link', { name: 'Open For both (new tab)' })).toBeInTheDocument();
    expect(app.calls.filter((c) => c.method === 'POST' && c.path === '/api/myresource')).toHaveLength(1);
  });
});

describe('header resource-manager panel', () => {
  it('is hidden until its button is pressed, then toggles between All Resources and My Favourite', async () => {
    renderApp({
      session: memberSession,
      routes: {
        ...homeRoutes,
        'GET /jsonapi/protected/resource': catalogue,
        'GET /uiapi/myresource/7': [subscribedItem(4, { title: 'Already mine' })],
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Resource manager' }, { timeout: 5000 });
    expect(screen.queryByText('All Resources')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Resource manager' });
    expect(await within(panel).findByRole('link', { name: 'For both' })).toHaveAttribute('href', '/appdetail/r-1');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['For both', 'Professionals only', 'Already mine']);
    await userEvent.click(within(panel).getByText('My Favourite'));
    expect(await within(panel).findByRole('link', { name: 'Open Already mine (new tab)' })).toBeInTheDocument();
  });
});

describe('related resources page', () => {
  it('lists the related resources open to the member, names the tag, each card opening its page', async () => {
    const app = renderApp({
      path: '/resourcedetail/201',
      session: memberSession,
      routes: {
        ...memberLayoutRoutes,
        'GET /jsonapi/resource/related/201': catalogue,
        // The card opens the resource's page, whose calls may start before the test ends (an empty
        // answer would send the member home, so it answers the resource).
        'GET /jsonapi/protected/resource/detail': [resource(2, { title: 'Professionals only', user_type: ['1'] })],
        'GET /uiapi/myresource/7': [],
        'GET /uiapi/tags': [
          { tid: '200', name: 'Video' },
          { tid: '201', name: 'Cataract surgery' },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Related Resources' }, { timeout: 5000 })).toBeInTheDocument();
    // Issue 10: which tag the page lists, in the text and the tab title.
    expect(await screen.findByText('Cataract surgery')).toBeInTheDocument();
    expect(screen.getByText(/Resources tagged/)).toHaveTextContent('Resources tagged Cataract surgery');
    await waitFor(() => expect(document.title).toBe('Related Resources: Cataract surgery · the Source'));
    expect(screen.queryByText('Distributors only')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Professionals only' }));
    await waitFor(() => expect(app.location()).toBe('/appdetail/r-2'));
  });

  it('shows No Results Found...! with Back to Home when the list is empty', async () => {
    const app = renderApp({
      path: '/resourcedetail/999',
      routes: { ...layoutRoutes, ...guestHomeRoutes, 'GET /jsonapi/resource/related/999': [] },
    });
    expect(await screen.findByRole('heading', { name: 'No Results Found...!' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
