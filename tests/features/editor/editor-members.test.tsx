import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Member = components['schemas']['MemberSummary'];

const member = (uid: string, name: string, status: Member['status'], type: Member['user_type'] = '1'): Member => ({
  uid,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  user_type: type,
  status,
  created: 1_780_000_000 - Number(uid) * 3600,
  last_sign_in: status === 'active' ? 1_780_050_000 : null,
});

describe('editor console: Members', () => {
  it('searches, pages, resends an activation link, shows subscriptions, and unblocks', async () => {
    const user = userEvent.setup();
    let members = [
      member('41', 'Anna Meyer', 'active'),
      member('42', 'Dan Smith', 'not_activated', '2'),
      member('43', 'Greta Berg', 'blocked'),
    ];
    const app = renderApp({
      path: '/editor/members',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/members': (request) => {
          const query = new URL(request.url).searchParams;
          const q = (query.get('q') ?? '').toLowerCase();
          const status = query.get('status');
          const page = Number(query.get('page') ?? '1');
          const matching = members.filter(
            (row) => (!q || `${row.name} ${row.email}`.toLowerCase().includes(q)) && (!status || row.status === status),
          );
          const limit = 2;
          return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit };
        },
        'POST /api/editor/members/42/activation-link': () => ({ message: 'Activation link sent to dan@example.com.' }),
        'PUT /api/editor/members/43/blocked': async (request) => {
          const body = (await request.json()) as { blocked: boolean };
          members = members.map((row) => (row.uid === '43' ? { ...row, status: body.blocked ? 'blocked' : 'active' } : row));
          return members.find((row) => row.uid === '43')!;
        },
        'GET /api/editor/members/41/subscriptions': () => [
          { nid: '1003', title: 'Surgical Video Library', status: 'pending', requested_at: 1_780_000_000 },
          { nid: '1001', title: 'Lens Planner', status: 'approved', requested_at: 1_780_000_000 },
        ],
        'GET /api/editor/audit-log': () => ({ items: [], total: 0, page: 1, limit: 25 }),
      },
    });

    const table = await screen.findByRole('table', { name: 'Members' });
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Only a member not yet active is offered the activation link; only an active one Block.
    expect(screen.getByRole('button', { name: 'Resend activation link to Dan Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend activation link to Anna/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block Anna Meyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Block Dan/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend activation link to Dan Smith' }));
    expect(await screen.findByText('Activation link sent to dan@example.com.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscriptions of Anna Meyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscriptions of Anna Meyer' });
    expect(await within(dialog).findByText(/Surgical Video Library: waiting for approval/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Lens Planner: approved/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Unblock Greta Berg' }));
    expect(await screen.findByText('Unblocked Greta Berg.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Block Greta Berg' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name or email'), 'greta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('1 member')).toBeInTheDocument());
    expect(app.calls.some((call) => call.path === '/api/editor/members' && call.search === '?q=greta&page=1&limit=25')).toBe(
      true,
    );
    expect(app.calls.find((call) => call.method === 'PUT')?.authorization).toBe('Bearer editor-access');
  });

  it('asks before blocking, with Cancel focused, then blocks', async () => {
    const user = userEvent.setup();
    let anna = member('41', 'Anna Meyer', 'active');
    const bodies: unknown[] = [];
    renderApp({
      path: '/editor/members',
      stored: signedInEditor,
      routes: {
        'GET /api/editor/members': () => ({ items: [anna], total: 1, page: 1, limit: 25 }),
        'PUT /api/editor/members/41/blocked': async (request) => {
          const body = (await request.json()) as { blocked: boolean };
          bodies.push(body);
          anna = { ...anna, status: 'blocked' };
          return anna;
        },
        'GET /api/editor/audit-log': () => ({ items: [], total: 0, page: 1, limit: 25 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Block Anna Meyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this member?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Block Anna Meyer' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block this member?' })).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByText('Blocked Anna Meyer: signed out everywhere.')).toBeInTheDocument();
    expect(bodies).toEqual([{ blocked: true }]);
    expect(await screen.findByRole('button', { name: 'Unblock Anna Meyer' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
