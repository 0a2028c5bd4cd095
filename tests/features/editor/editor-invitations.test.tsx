import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { signedInEditor } from '../../support/editor-session';
import { json, renderApp, screen, userEvent, waitFor, within } from '../../support/render';

type Invitation = components['schemas']['InvitationEntry'];

const invitation = (
  id: string,
  email: string,
  status: Invitation['status'],
  invitedBy: string | null = 'eva@example.com',
): Invitation => ({
  id,
  email,
  first_name: 'Dana',
  last_name: 'Ortiz',
  company: 'Optics Supply',
  country: 'ES',
  invited_by: invitedBy,
  created: 1_780_000_000 - Number(id) * 3600,
  sent: 1_780_000_000 - Number(id) * 3600,
  expires: 1_781_209_600,
  opened: status === 'opened' ? 1_780_010_000 : null,
  status,
});

const countries = {
  'GET /admin/city-state-city/api/get-country': () => ({
    data: [
      { id: 'ES', country_name: 'Spain' },
      { id: 'SE', country_name: 'Sweden' },
    ],
  }),
} as const;
const noAudit = { 'GET /api/editor/audit-log': () => ({ items: [], total: 0, page: 1, limit: 25 }) } as const;

describe('editor console: Invitations', () => {
  it('shows the ledger with statuses, filters it, invites one distributor and resends', async () => {
    const user = userEvent.setup();
    let rows = [
      invitation('3', 'pending@optics.example', 'pending'),
      invitation('2', 'opened@optics.example', 'opened', null),
      invitation('1', 'accepted@optics.example', 'accepted'),
    ];
    const created: unknown[] = [];
    const app = renderApp({
      path: '/editor/invitations',
      stored: signedInEditor,
      routes: {
        ...countries,
        ...noAudit,
        'GET /api/editor/invitations': (request) => {
          const query = new URL(request.url).searchParams;
          const status = query.get('status');
          const matching = rows.filter((row) => !status || row.status === status);
          return { items: matching, total: matching.length, page: 1, limit: 25 };
        },
        'POST /api/editor/invitations': async (request) => {
          const body = (await request.json()) as { email: string };
          created.push(body);
          const row = invitation('4', body.email, 'pending');
          rows = [row, ...rows];
          return json(row, 201);
        },
        'POST /api/editor/invitations/3/resend': () => rows[0]!,
      },
    });

    const table = await screen.findByRole('table', { name: 'Ledger' });
    expect(screen.getByRole('link', { name: 'Invitations' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Invitations · Editor console · the Source');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const opened = within(table).getByText('opened@optics.example').closest('tr')!;
    expect(within(opened).getByText('Opened')).toBeInTheDocument();
    expect(within(opened).getByText('CLI')).toBeInTheDocument();
    expect(within(opened).getByText('Spain')).toBeInTheDocument();
    // An accepted invitation offers neither Resend nor Revoke.
    expect(screen.queryByRole('button', { name: /accepted@optics\.example/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend the invitation to pending@optics.example' }));
    expect(await screen.findByText(/Invitation sent again to pending@optics\.example/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite a distributor' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter email')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Email/), 'new@optics.example');
    await user.type(within(form).getByLabelText(/^First name/), 'Lars');
    await user.type(within(form).getByLabelText(/^Last name/), 'Berg');
    await user.type(within(form).getByLabelText(/^Company/), 'Nordic Optics');
    await user.type(within(form).getByRole('combobox', { name: /^Country/ }), 'Swe');
    await user.click(await screen.findByRole('option', { name: 'Sweden' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@optics.example.')).toBeInTheDocument();
    expect(created).toEqual([
      { email: 'new@optics.example', first: 'Lars', last: 'Berg', company: 'Nordic Optics', country: 'SE' },
    ]);
    expect(await within(table).findByText('new@optics.example')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Opened' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('1 invitation')).toBeInTheDocument());
    expect(
      app.calls.some((call) => call.path === '/api/editor/invitations' && call.search === '?status=opened&page=1&limit=25'),
    ).toBe(true);
    expect(app.calls.find((call) => call.method === 'POST')?.authorization).toBe('Bearer editor-access');
  });

  it('asks before revoking, with Cancel focused, then revokes', async () => {
    const user = userEvent.setup();
    let row = invitation('3', 'pending@optics.example', 'pending');
    let revoked = 0;
    renderApp({
      path: '/editor/invitations',
      stored: signedInEditor,
      routes: {
        ...countries,
        ...noAudit,
        'GET /api/editor/invitations': () => ({ items: [row], total: 1, page: 1, limit: 25 }),
        'POST /api/editor/invitations/3/revoke': () => {
          revoked += 1;
          row = { ...row, status: 'revoked' };
          return row;
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation of pending@optics.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation of pending@optics.example' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this invitation?' })).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Revoked the invitation of pending@optics.example.')).toBeInTheDocument();
    expect(revoked).toBe(1);
    expect(await within(screen.getByRole('table', { name: 'Ledger' })).findByText('Revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Revoke the invitation/ })).not.toBeInTheDocument());
  });

  it('imports a CSV file and shows every row’s outcome', async () => {
    const user = userEvent.setup();
    let sent: { file: string } | undefined;
    renderApp({
      path: '/editor/invitations',
      stored: signedInEditor,
      routes: {
        ...countries,
        ...noAudit,
        'GET /api/editor/invitations': () => ({ items: [], total: 0, page: 1, limit: 25 }),
        'POST /api/editor/invitations/import': async (request) => {
          sent = (await request.json()) as { file: string };
          return {
            invited: 1,
            refused: 1,
            rows: [
              { row: 2, email: 'good@optics.example', ok: true, message: null },
              { row: 3, email: 'not-an-email', ok: false, message: 'Please enter valid email' },
            ],
          };
        },
      },
    });

    expect(await screen.findByText('No invitations match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import and invite' }));
    expect(await screen.findByText('Please choose a CSV file.')).toBeInTheDocument();
    const csv = new File(['email,first name,last name,company,country\ngood@optics.example,Ana,Silva,Optics,ES\n'], 'list.csv', {
      type: 'text/csv',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, csv);
    await user.click(screen.getByRole('button', { name: 'Import and invite' }));
    expect(await screen.findByText('1 invited, 1 refused.')).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Import results' });
    expect(within(results).getByText('Invited')).toBeInTheDocument();
    expect(within(results).getByText('Please enter valid email')).toBeInTheDocument();
    expect(sent?.file).toMatch(/^data:text\/csv;base64,/);
    expect(Buffer.from(sent!.file.split(',')[1]!, 'base64').toString()).toContain('good@optics.example');
  });
});
