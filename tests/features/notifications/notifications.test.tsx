import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import {
  json,
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

type Notification = components['schemas']['Notification'];

const NOV_22_2026 = Date.UTC(2026, 10, 22, 9) / 1000;

type Item = Notification;

function notificationsBackend(initial: Item[]) {
  const items = initial.map((item) => ({ ...item }));
  const flagBodies: unknown[] = [];
  const contentTypes: (string | null)[] = [];
  return {
    flagBodies,
    contentTypes,
    // The layout, the member home page (where the bell is tested) and the notification calls.
    routes: {
      ...memberLayoutRoutes,
      ...memberHomeRoutes,
      'GET /jsonapi/message/notification': () => items.map((item) => ({ ...item })),
      'POST /jsonapi/flagging/contact_message_read_status': async (request: Request) => {
        const body = (await request.json()) as { data: { attributes: { entity_id: string } } };
        flagBodies.push(body);
        contentTypes.push(request.headers.get('Content-Type'));
        const item = items.find((candidate) => candidate.nid === body.data.attributes.entity_id);
        if (item) item.isread = 'True';
        return json({ data: { type: 'flagging--contact_message_read_status', id: 'f1' } }, 201);
      },
    } satisfies FakeRoutes,
    detail: (nid: string) => () => items.filter((item) => item.nid === nid).map((item) => ({ ...item })),
  };
}

const seed: Item[] = [
  {
    nid: '3',
    subject: 'New toric calculator',
    message: '<p>Try the <strong>new</strong> calculator.</p>',
    created: NOV_22_2026,
    isread: 'False',
  },
  { nid: '2', subject: 'Webinar next week', message: '<p>Join us.</p>', created: NOV_22_2026 - 86_400, isread: 'False' },
  { nid: '1', subject: 'Welcome', message: '<p>Welcome to the Source.</p>', created: NOV_22_2026 - 10 * 86_400, isread: 'True' },
];

describe('notification bell', () => {
  it('shows the unread count and lists the newest notifications linking to their details', async () => {
    const user = userEvent.setup();
    const backend = notificationsBackend(seed);
    renderApp({ session: memberSession, routes: backend.routes });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveAttribute('href', '/notificationDetails/3');
    expect(items[0]).toHaveTextContent('Unread: New toric calculator');
    expect(items[0]).toHaveTextContent('22 November 2026');
    expect(items[2]).toHaveTextContent('Welcome');
    expect(items[2]).not.toHaveTextContent('Unread');
  });

  it('shows no count when every notification is read', async () => {
    const backend = notificationsBackend([seed[2]!]);
    renderApp({ session: memberSession, routes: backend.routes });
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  });
});

describe('notification details', () => {
  it('opening an unread notification flags it read with the JSON:API body, then refreshes the list and count', async () => {
    const user = userEvent.setup();
    const backend = notificationsBackend(seed);
    const routes = {
      ...backend.routes,
      'GET /jsonapi/message/notification/1': backend.detail('1'),
      'GET /jsonapi/message/notification/2': backend.detail('2'),
    };
    const { calls, location } = renderApp({ session: memberSession, path: '/notificationDetails/1', routes: routes });

    const article = await screen.findByRole('article', { name: 'Notification' });
    expect(await within(article).findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(backend.flagBodies).toHaveLength(0); // already read: no flag

    const list = screen.getByRole('navigation', { name: 'Notifications' });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const listCallsBefore = calls.filter((call) => call.method === 'GET' && call.path === '/jsonapi/message/notification').length;
    await user.click(within(list).getByRole('button', { name: /Webinar next week/ }));

    await waitFor(() => expect(backend.flagBodies).toHaveLength(1));
    expect(backend.flagBodies[0]).toEqual({
      data: {
        type: 'flagging--contact_message_read_status',
        attributes: { entity_type: 'contact_message', entity_id: '2' },
        relationships: { uid: { data: { type: 'user--user', id: 'uuid-7' } } },
      },
    });
    expect(backend.contentTypes[0]).toBe('application/vnd.api+json');
    const flagCall = calls.findIndex((call) => call.method === 'POST');
    expect(calls[flagCall]!.authorization).toBe('Bearer test-access-token');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const listCallsAfter = calls.filter(
      (call, index) => index > flagCall && call.method === 'GET' && call.path === '/jsonapi/message/notification',
    ).length;
    expect(listCallsAfter).toBeGreaterThanOrEqual(1);
    expect(listCallsBefore).toBeGreaterThanOrEqual(1);
    expect(location()).toBe('/notificationDetails/2');
    expect(within(article).getByText('Join us.')).toBeInTheDocument();
  });

  it('the back arrow goes back one history entry when the member came from a page of the portal', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    // The entry the portal stamps when it navigates (src/lib/app-history.ts): one page before this one.
    window.history.replaceState({ appDepth: 1 }, '');
    const backend = notificationsBackend(seed);
    const app = renderApp({
      session: memberSession,
      path: '/notificationDetails/1',
      routes: { ...backend.routes, 'GET /jsonapi/message/notification/1': backend.detail('1') },
    });
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(back).toHaveBeenCalledOnce();
    expect(app.location()).toBe('/notificationDetails/1');
    back.mockRestore();
    window.history.replaceState(null, '');
  });

  it('the back arrow goes Home when the page was opened from the email in a new tab', async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    window.history.replaceState(null, '');
    const backend = notificationsBackend(seed);
    const app = renderApp({
      session: memberSession,
      path: '/notificationDetails/1',
      routes: { ...backend.routes, ...memberHomeRoutes, 'GET /jsonapi/message/notification/1': backend.detail('1') },
    });
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('says so when the notification is not the member’s', async () => {
    const backend = notificationsBackend(seed);
    renderApp({
      session: memberSession,
      path: '/notificationDetails/99',
      routes: { ...backend.routes, 'GET /jsonapi/message/notification/99': [] },
    });
    expect(await screen.findByText('This notification is not available.')).toBeInTheDocument();
  });

  it('under 640 px shows one pane at a time, with a back control to the list', async () => {
    const user = userEvent.setup();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 40em'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      const backend = notificationsBackend(seed);
      const routes = {
        ...backend.routes,
        'GET /jsonapi/message/notification/1': backend.detail('1'),
        'GET /jsonapi/message/notification/3': backend.detail('3'),
      };
      renderApp({ session: memberSession, path: '/notificationDetails/1', routes: routes });
      const article = await screen.findByRole('article', { name: 'Notification' });
      expect(await within(article).findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Notifications' })).toBeNull();
      await user.click(within(article).getByRole('button', { name: /Back to notifications/ }));
      const list = screen.getByRole('navigation', { name: 'Notifications' });
      expect(screen.queryByRole('article', { name: 'Notification' })).toBeNull();
      await user.click(within(list).getByRole('button', { name: /New toric calculator/ }));
      expect(await screen.findByRole('heading', { name: 'New toric calculator' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Notifications' })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
